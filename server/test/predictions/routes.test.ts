import { nextSlot } from '@cp/shared/domain';
import { closeTestApp } from '../helper';
import { call, guessApp } from '../guess/helper';
import type { GT } from '../guess/helper';
import { history, nextDraw } from './helper';

jest.setTimeout(60_000);

const APIS = '/v1/cp168/apis';
const WAP = '/v1/cp168/wap';

describe('prediction routes (issue 17 item 8)', () => {
  let t: GT;
  beforeAll(async () => {
    t = await guessApp();
    await history(t, 'jspk10', 130, 2);
    await history(t, 'js6', 40, 3);
    await history(t, 'jsk3', 40, 4);
  });
  afterAll(async () => {
    await closeTestApp(t);
  });

  it('两面推荐: next plan per item by the chosen method, rates beside chance, the last 30 periods with 中 / 错', async () => {
    const r = await call(t.app, 'GET', `${APIS}/jihua/lmTj/jspk10?method=cold`);
    expect(r.status).toBe(200);
    const page = r.body.data;
    const slot = nextSlot(t.app.catalogue.get('jspk10').schedule, t.clock.now());
    expect(page).toMatchObject({ code: 'jspk10', name: '极速赛车', kind: 'lmTj', method: 'cold' });
    expect(page.disclaimer).toBe('开奖结果为随机产生，任何预测均不能提高中奖概率，仅供参考。');
    expect(page.methods.map((m: { name: string }) => m.name)).toEqual(['热号', '冷号', '均衡', '跟号', '随机对照']);
    expect(page.next).toMatchObject({ period: slot.period, drawTime: slot.drawTime, basedOn: 130 });
    expect(page.next.madeAt).toBeLessThan(page.next.drawTime);
    expect(page.next.cells).toHaveLength(22);
    expect(page.next.cells[0]).toMatchObject({ key: 'hm1:daxiao', label: '冠军 大小' });
    expect(['大', '小']).toContain(page.next.cells[0].pick);
    expect(page.next.cells[0].hit).toBeUndefined();
    expect(page.items.map((i: { label: string }) => i.label).slice(-2)).toEqual(['冠亚和 大小', '冠亚和 单双']);
    // 129 scored periods: every item's record over all of them, 30 and 100.
    const first = page.items[0].rates;
    expect([first.last30.n, first.last100.n, first.all.n]).toEqual([30, 100, 129]);
    expect(first.all.chance).toBeCloseTo(0.5, 12);
    const gyh = page.items.at(-2).rates.all;
    expect(gyh.chance).toBeCloseTo(40 / 90, 12);
    expect(gyh.low).toBeLessThanOrEqual(gyh.rate);
    expect(gyh.high).toBeGreaterThanOrEqual(gyh.rate);
    expect(page.summary).toHaveLength(5);
    expect(page.summary[1].rates.all.n).toBe(129 * 22);
    expect(page.recent).toHaveLength(30);
    expect(page.recent[0].cells[0]).toEqual(
      expect.objectContaining({ drawn: expect.any(String), hit: expect.any(Boolean) }),
    );
    // The item's last-30 hits are the 中 of the 30 rows shown.
    const hits = page.recent.filter((row: { cells: Array<{ hit: boolean }> }) => row.cells[0].hit).length;
    expect(first.last30.hits).toBe(hits);
  });

  it('专家推荐 and 杀号计划: number lists and kills per position; six-mark experts name 5 of 49 for the special', async () => {
    const expert = (await call(t.app, 'GET', `${WAP}/jihua/expert/jspk10`)).body.data;
    expect(expert.method).toBe('hot');
    expect(expert.next.cells).toHaveLength(10);
    expect(expert.next.cells[0].pick.split(' ')).toHaveLength(5);
    expect(expert.items[0].rates.all.chance).toBeCloseTo(0.5, 12);
    const six = (await call(t.app, 'GET', `${APIS}/jihua/expert/js6?method=random`)).body.data;
    expect(six.next.cells).toEqual([expect.objectContaining({ key: 'hm7', label: '特码' })]);
    expect(six.next.cells[0].pick.split(' ')).toHaveLength(5);
    expect(six.items[0].rates.all.chance).toBeCloseTo(5 / 49, 12);
    const kill = (await call(t.app, 'GET', `${APIS}/jihua/shJh/jspk10?method=follow`)).body.data;
    expect(kill.methods[3].description).toBe('杀当前遗漏最多、最久未开出的号码。');
    expect(kill.next.cells[0].pick).toMatch(/^(0[1-9]|10)$/);
    expect(kill.items[0].rates.all.chance).toBeCloseTo(0.9, 12);
    const row = kill.recent[0];
    expect(row.cells[0].hit).toBe(row.cells[0].pick !== row.cells[0].drawn);
  });

  it('购彩计划: the three plans, each row with multiplier, costs, result and profits, the long-run summary', async () => {
    const page = (await call(t.app, 'GET', `${APIS}/jihua/buyplan/jspk10?method=buy3`)).body.data;
    expect(page.methods.map((m: { id: string; name: string }) => `${m.id} ${m.name}`)).toEqual([
      'buy5 5码计划',
      'buy3 3码计划',
      'buy2 2码计划',
    ]);
    expect(page.methods[0].description).toContain('赔率 9.85');
    expect(page.next.buy).toEqual(expect.objectContaining({ planNo: expect.any(Number), step: expect.any(Number) }));
    expect(page.next.cells[0].pick.split(' ')).toHaveLength(3);
    for (const row of page.recent) {
      expect(row.buy.cost).toBe(3 * row.buy.multiplier);
      expect(row.buy.result === 'hit').toBe(row.cells[0].hit);
    }
    const summary = page.summary[1].buy;
    expect(summary.expectedProfitPerUnit).toBeCloseTo(-0.015, 12);
    expect(summary.profit).toBeCloseTo(page.recent[0].buy.totalProfit, 9);
    expect(summary.plans).toBe(summary.won + summary.failed);
  });

  it('pages the history and gives a method’s record with its rolling rate', async () => {
    const p1 = (await call(t.app, 'GET', `${APIS}/jihua/expert/jspk10/history?method=balanced&page=1&size=50`)).body
      .data;
    const p3 = (await call(t.app, 'GET', `${APIS}/jihua/expert/jspk10/history?method=balanced&page=3&size=50`)).body
      .data;
    expect([p1.total, p1.rows.length, p3.rows.length]).toEqual([129, 50, 29]);
    const page = (await call(t.app, 'GET', `${APIS}/jihua/expert/jspk10?method=balanced`)).body.data;
    expect(p1.rows.slice(0, 30)).toEqual(page.recent);
    expect((await call(t.app, 'GET', `${APIS}/jihua/expert/jspk10/history?page=9`)).body.data.rows).toEqual([]);
    const record = (await call(t.app, 'GET', `${APIS}/jihua/expert/jspk10/record?method=balanced&window=100`)).body
      .data;
    expect(record.method.name).toBe('均衡');
    expect(record.points).toHaveLength(30);
    expect(record.points.at(-1).rate).toBeCloseTo(record.rates.last100.rate, 12);
    expect(record.items).toHaveLength(10);
    const hits = p1.rows
      .concat(
        (await call(t.app, 'GET', `${APIS}/jihua/expert/jspk10/history?method=balanced&page=2&size=50`)).body.data.rows,
        p3.rows,
      )
      .flatMap((row: { cells: Array<{ hit: boolean }> }) => row.cells)
      .filter((c: { hit: boolean }) => c.hit).length;
    expect(record.rates.all.hits).toBe(hits);
  });

  it('a new draw scores the shown plan and brings the next one', async () => {
    const before = (await call(t.app, 'GET', `${APIS}/jihua/lmTj/jsk3`)).body.data;
    const period = await nextDraw(t, 'jsk3', 77);
    expect(period).toBe(before.next.period);
    const after = (await call(t.app, 'GET', `${APIS}/jihua/lmTj/jsk3`)).body.data;
    expect(after.recent[0].period).toBe(period);
    expect(after.recent[0].cells.map((c: { pick: string }) => c.pick)).toEqual(
      before.next.cells.map((c: { pick: string }) => c.pick),
    );
    expect(after.next.period).not.toBe(period);
    expect(after.summary[0].rates.all.n).toBe(before.summary[0].rates.all.n + 8);
  });

  it.each([
    ['/jihua/lmTj/nope', 404, 'UNKNOWN_LOTTERY', '未知的彩种：nope'],
    ['/jihua/lmTj/js6', 404, 'NO_SUCH_PLAN', '极速六合彩没有两面推荐'],
    ['/jihua/buyplan/jsk3', 404, 'NO_SUCH_PLAN', '极速快3没有购彩计划'],
    ['/jihua/lmTj/kl8', 404, 'NO_SUCH_PLAN', '福彩快乐8没有两面推荐'],
    ['/jihua/lmTj/jspk10?method=magic', 400, 'UNKNOWN_METHOD', '两面推荐没有方法“magic”'],
    ['/jihua/buyplan/jspk10?method=hot', 400, 'UNKNOWN_METHOD', '购彩计划没有方法“hot”'],
    ['/jihua/wrong/jspk10', 400, 'BAD_REQUEST', ''],
    ['/jihua/expert/jspk10/record?window=5', 400, 'BAD_REQUEST', ''],
    ['/jihua/expert/jspk10/history?size=1000', 400, 'BAD_REQUEST', ''],
    ['/jihua/expert/jspk10/history?page=0', 400, 'BAD_REQUEST', ''],
    [`/jihua/expert/${'x'.repeat(60)}`, 400, 'BAD_REQUEST', ''],
  ])('GET %s → %d %s', async (path, status, code, message) => {
    const r = await call(t.app, 'GET', `${APIS}${path}`);
    expect(r.status).toBe(status);
    expect(r.body.code).toBe(code);
    expect(r.body.message).toContain(message);
    expect(r.body.message).toMatch(/[\u4e00-\u9fa5]/);
  });

  it('recommend/jihuas: the best records of the last 100 periods against chance, with their next pick', async () => {
    const list = (await call(t.app, 'GET', `${WAP}/recommend/jihuas`)).body.data;
    // Only jspk10 has 100 scored periods.
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ code: 'jspk10', name: '极速赛车' });
    expect(list[0].rate.n).toBeGreaterThanOrEqual(100);
    expect(list[0].rate.chance).toBeGreaterThan(0);
    const page = (await call(t.app, 'GET', `${APIS}/jihua/${list[0].kind}/jspk10?method=${list[0].method}`)).body.data;
    expect(page.next.cells[0].pick).toBe(list[0].pick);
    // Its margin over chance is the best of every kind and method of the lottery.
    const margin = list[0].rate.rate - list[0].rate.chance;
    for (const kind of ['lmTj', 'expert', 'buyplan', 'shJh']) {
      const p = (await call(t.app, 'GET', `${APIS}/jihua/${kind}/jspk10`)).body.data;
      for (const s of p.summary)
        expect(s.rates.last100.rate - s.rates.last100.chance).toBeLessThanOrEqual(margin + 1e-12);
    }
  });
});

describe('jihua/cps lists exactly the lotteries a kind has pages for', () => {
  it.each([
    ['liangMian', 'lmTj'],
    ['zhuanJia', 'expert'],
    ['gouCai', 'buyplan'],
    ['shaHao', 'shJh'],
  ])('%s → %s', async (jihuaType, kind) => {
    const t = await guessApp();
    const listed = (await call(t.app, 'GET', `${WAP}/jihua/cps?jihuaType=${jihuaType}`)).body.data.flatMap(
      (g: { list: Array<{ code: string }> }) => g.list.map((l) => l.code),
    );
    expect(listed.length).toBeGreaterThan(0);
    for (const lottery of t.app.catalogue.list) {
      const page = await call(t.app, 'GET', `${APIS}/jihua/${kind}/${lottery.code}`);
      expect([lottery.code, page.status]).toEqual([lottery.code, listed.includes(lottery.code) ? 200 : 404]);
    }
    await closeTestApp(t);
  });
});

describe('before any draw', () => {
  it('answers with no plan, no rows and empty records', async () => {
    const t = await guessApp();
    const page = (await call(t.app, 'GET', `${APIS}/jihua/shJh/jsssc`)).body.data;
    expect(page.next).toBeNull();
    expect(page.recent).toEqual([]);
    expect(page.summary[0].rates.all).toEqual({ n: 0, hits: 0, rate: 0, chance: 0, low: 0, high: 1 });
    expect((await call(t.app, 'GET', `${APIS}/jihua/shJh/jsssc/record`)).body.data.points).toEqual([]);
    expect((await call(t.app, 'GET', `${WAP}/recommend/jihuas`)).body.data).toEqual([]);
    await closeTestApp(t);
  });
});
