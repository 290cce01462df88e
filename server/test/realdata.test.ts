import fs from 'node:fs';
import path from 'node:path';
import { readJsonl } from '../src/modules/draws/ingest/files';
import { FakeClock, at, buildTestApp, closeTestApp, getJson } from './helper';

type T = Awaited<ReturnType<typeof buildTestApp>>;
const FIXTURES = path.join(__dirname, 'fixtures', 'real');

async function importFixture(t: T, code: string, file: string) {
  const parsed = readJsonl(fs.readFileSync(path.join(FIXTURES, file), 'utf8'));
  expect(parsed.errors).toEqual([]);
  return t.app.ingest.ingest(code, parsed.rows, 'import', (i) => parsed.lines[i]);
}

/** Naive reference: current missing of `num` at a position over the whole file (0 when in the last draw). */
function naiveNow(rows: Array<{ balls: number[] }>, pick: (balls: number[]) => number[], num: number): number {
  let missing = 0;
  for (const r of rows) missing = pick(r.balls).includes(num) ? 0 : missing + 1;
  return missing;
}

describe('real published histories (SIMULATE=none)', () => {
  let t: T;
  beforeAll(async () => {
    t = await buildTestApp({ clock: new FakeClock(at('2026-11-21T12:00:00+08:00')) });
    expect(await importFixture(t, 'hk6', 'marksix.jsonl')).toMatchObject({ received: 4288, inserted: 4288 });
    expect(await importFixture(t, 'fc3d', 'fc3d.last1000.jsonl')).toMatchObject({ inserted: 1000 });
    expect(await importFixture(t, 'pl3', 'pl3.last1000.jsonl')).toMatchObject({ inserted: 1000 });
    expect(await importFixture(t, 'kl8', 'kl8.last500.jsonl')).toMatchObject({ inserted: 500 });
  });
  afterAll(() => closeTestApp(t));

  it('six-mark number counts over all 4,288 draws equal the published frequency table', async () => {
    const published = JSON.parse(fs.readFileSync(path.join(FIXTURES, 'marksix-stats.source.json'), 'utf8'));
    // The statistics route: the same window statistics as a trend, without the 4,288 rows of 98
    // keys (over the trend cost cap, TREND_TOO_LARGE).
    const r = await getJson(t.app, '/v1/cp168/apis/cpStatistics/hk6/distribution?count=4288');
    expect(r.body.data.count).toBe(4288);
    const appear = r.body.data.stats.appearCount;
    for (let n = 1; n <= 49; n++) {
      expect(appear.all[`num${n}`]).toBe(published.stats_without_sno[String(n)]);
      expect(appear.hm7[`num${n}`]).toBe(published.stats_sno_only[String(n)]);
    }
  });

  it('six-mark rule details of a known draw (2025134 on 2025-12-28: 07 10 11 19 25 30 + 45, lunar year of the snake)', async () => {
    const r = await getJson(t.app, '/v1/cp168/apis/draw/history/hk6?size=1');
    const d = r.body.data.list[0];
    expect(d.period).toBe('2025134');
    expect(d.balls).toEqual([7, 10, 11, 19, 25, 30, 45]);
    expect(d.ruleDetail.seBo).toEqual(['红', '蓝', '绿', '红', '蓝', '红', '红']);
    // 乙巳 (snake) runs from 2025-01-29 to 2026-02-16: 01 is 蛇, then 龙 兔 虎 牛 鼠 猪 狗 鸡 猴 羊 马.
    expect(d.ruleDetail.shengXiao).toEqual(['猪', '猴', '羊', '猪', '蛇', '鼠', '鸡']);
    expect(d.ruleDetail.zongHe).toBe(147);
    expect(d.ruleDetail.zongHeDaXiao).toBe('小');
    expect(d.ruleDetail.zongHeDanShuang).toBe('单');
    expect(d.ruleDetail.chiSeBo).toBe('红');
    expect(d.ruleDetail.hmDaXiao[6]).toBe('大');
    expect(d.ruleDetail.hmDanShuang[6]).toBe('单');
  });

  it('福彩3D current missing per position equals a naive count over the stored history, for 30/60/90 windows', async () => {
    const rows = readJsonl(fs.readFileSync(path.join(FIXTURES, 'fc3d.last1000.jsonl'), 'utf8')).rows as Array<{
      balls: number[];
    }>;
    for (const count of [30, 60, 90]) {
      const r = await getJson(t.app, `/v1/cp168/apis/cpTrend/fc3d?trendTypes=basic&count=${count}`);
      const basic = r.body.data.trends.basic;
      expect(basic.list).toHaveLength(count);
      expect(basic.list[count - 1].period).toBe('2026196');
      for (let pos = 0; pos < 3; pos++) {
        for (let n = 0; n <= 9; n++) {
          expect(basic.stats.now[`hm${pos + 1}`][`num${n}`]).toBe(naiveNow(rows, (b) => [b[pos]], n));
        }
      }
      const window = rows.slice(-count);
      for (let n = 0; n <= 9; n++) {
        expect(basic.stats.appearCount.hm1[`num${n}`]).toBe(window.filter((w) => w.balls[0] === n).length);
      }
    }
  });

  it('福彩3D, 排列3 and 快乐8 rule details of known draws', async () => {
    const fc3d = (await getJson(t.app, '/v1/cp168/wap/draw/info/fc3d')).body.data.prePeriod;
    expect(fc3d).toMatchObject({ period: '2026196', balls: [4, 1, 9] });
    expect(fc3d.ruleDetail).toMatchObject({
      zongHe: 14,
      zongHeDaXiao: '大',
      zongHeDanShuang: '双',
      kuaDu: 8,
      xingTai: '组六',
    });
    const pl3 = (await getJson(t.app, '/v1/cp168/wap/draw/info/pl3')).body.data.prePeriod;
    expect(pl3.period).toBe('26216');
    const pl3Sum = pl3.balls.reduce((a: number, b: number) => a + b, 0);
    expect(pl3.ruleDetail.zongHe).toBe(pl3Sum);
    expect(pl3.ruleDetail.zongHeDaXiao).toBe(pl3Sum >= 14 ? '大' : '小');
    const kl8 = (await getJson(t.app, '/v1/cp168/wap/draw/info/kl8')).body.data.prePeriod;
    expect(kl8.period).toBe('2026196');
    const sum = kl8.balls.reduce((a: number, b: number) => a + b, 0);
    expect(kl8.ruleDetail.zongHe).toBe(sum);
    expect(kl8.ruleDetail.zongHeDaXiao).toBe(sum > 810 ? '大' : sum < 810 ? '小' : '和');
  });

  it('statistics before a period and dragon streaks over real draws', async () => {
    const before = await getJson(t.app, '/v1/cp168/apis/cpStatistics/fc3d/basic?periodLT=2026196&count=30');
    expect(before.body.data).toMatchObject({ count: 30, toPeriod: '2026195' });
    const streaks = await getJson(t.app, '/v1/cp168/apis/changlong?codes=fc3d,pl3&min=2');
    expect(streaks.status).toBe(200);
    const list = streaks.body.data as Array<{ code: string; streak: number; period: string }>;
    expect(list.every((s) => s.streak >= 2 && ['fc3d', 'pl3'].includes(s.code))).toBe(true);
    expect(list.map((s) => s.streak)).toEqual([...list.map((s) => s.streak)].sort((a, b) => b - a));
  });
});
