import { ApiError } from '@cp/shared/api';
import type { FakeHttp } from '@cp/shared/testing';
import { guessApi } from '../../api';
import { guess, guessHttp } from '../../testing/guessHttp';
import { BetStore } from './BetStore';

const CLOSES = Date.parse('2026-11-21T09:31:55+08:00');
const DRAW = Date.parse('2026-11-21T09:32:05+08:00');
const PLACE = '/v1/cp168/apis/predictions';

function placed(http: FakeHttp) {
  return http.on('post', PLACE, ({ body }) => ({
    lotteryCode: 'jspk10',
    period: '20261121-0458',
    guesses: (body as { selections: Array<{ position: string; play: string; pick: string }> }).selections.map((s, i) =>
      guess({ id: 50 + i, position: s.position, pick: s.pick }),
    ),
    cost: 10 * (body as { selections: unknown[] }).selections.length,
    score: 980,
  }));
}

async function loaded(http = guessHttp(placed), keys = ['key-aaaaaaaa', 'key-bbbbbbbb']) {
  const store = new BetStore('jspk10', 'pk10', {
    api: guessApi(http),
    newKey: () => keys.shift()!,
    wait: async () => undefined,
  });
  await store.load();
  store.setNow(CLOSES - 60_000);
  return { store, http };
}

const big = { position: 'hm1', play: 'daxiao' as const, pick: '大' };
const small = { position: 'hm1', play: 'daxiao' as const, pick: '小' };
const seven = { position: 'hm2', play: 'number' as const, pick: '7' };

/** The open period 0458 with `n` open guesses held (冠军 号码 1…n). */
function holding(n: number, period = '20261121-0458') {
  return (http: FakeHttp) =>
    http.on('get', '/v1/cp168/apis/checkPrediction', ({ params }) => ({
      lotteryCode: 'jspk10',
      period: (params.period as string | undefined) ?? period,
      openPeriod: period,
      drawTime: '2026-11-21T09:32:05+08:00',
      open: true,
      closesAt: '2026-11-21T09:31:55+08:00',
      serverTime: '2026-11-21T09:30:41+08:00',
      selections: Array.from({ length: n }, (_, i) =>
        guess({ id: 200 + i, play: 'number', playLabel: '号码', pick: String(i + 1), pickLabel: String(i + 1) }),
      ),
      remaining: 20 - n,
    }));
}

/** `m` number picks from 亚军 on (亚军 1…10, 第三名 1…10, …). */
const numbersFromHm2 = (m: number) =>
  Array.from({ length: m }, (_, i) => ({
    position: `hm${2 + Math.floor(i / 10)}`,
    play: 'number' as const,
    pick: String((i % 10) + 1),
  }));

describe('BetStore', () => {
  it('toggles picks, counts the cost and the period’s remaining guesses', async () => {
    const { store } = await loaded();
    store.toggle(big);
    store.toggle(seven);
    expect([store.chosen.length, store.cost, store.remaining, store.canSubmit]).toEqual([2, 20, 18, true]);
    expect([store.chosenAt('hm1'), store.chosenAt('hm2'), store.chosenAt('hm3')]).toEqual([1, 1, 0]);
    store.toggle(big);
    expect(store.chosen).toEqual([seven]);
  });

  it.each([
    ['open a minute before closing', CLOSES - 60_000, true],
    ['open one second before closing', CLOSES - 1, true],
    ['已封盘 at the closing time', CLOSES, false],
    ['已封盘 after it', CLOSES + 5000, false],
  ])('is %s', async (_name, now, open) => {
    const { store } = await loaded();
    store.toggle(big);
    store.setNow(now);
    expect([store.open, store.canSubmit]).toEqual([open, open]);
  });

  it('refuses before asking when the balance does not cover the choice', async () => {
    const http = guessHttp((h) =>
      h.on('get', '/v1/cp168/apis/me', () => ({
        userID: 7,
        userName: 'lucky_7',
        nickname: '',
        score: 15,
        fansCount: 0,
        avatarURL: null,
        signedInToday: true,
      })),
    );
    const { store } = await loaded(http);
    store.toggle(big);
    expect(store.problem).toBeNull();
    store.toggle(seven);
    expect([store.problem, store.canSubmit]).toEqual(['积分不足：需要 20 积分，当前 15 积分', false]);
  });

  it('sends the same Idempotency-Key again after a lost answer, a new one for a changed choice', async () => {
    const { store, http } = await loaded();
    store.toggle(big);
    http.failNext(new ApiError('network', 'NETWORK', '网络连接失败，请检查网络'));
    await store.submit();
    expect(store.message).toEqual({ tone: 'error', text: '网络连接失败，请检查网络（可再次提交，不会重复扣分）' });
    await store.submit();
    const keys = http.requestsTo('post', PLACE).map((r) => r.headers?.['Idempotency-Key']);
    expect(keys).toEqual(['key-aaaaaaaa', 'key-aaaaaaaa']);
    expect([store.chosen, store.score, store.message?.tone]).toEqual([[], 980, 'ok']);
    expect(store.check?.selections.map((g) => g.pick)).toEqual(['大']);
    expect(store.isHeld(big)).toBe(true);
    store.toggle(big); // held: cannot be chosen again
    expect(store.chosen).toEqual([]);
    store.toggle(small);
    await store.submit();
    expect(http.requestsTo('post', PLACE).map((r) => r.headers?.['Idempotency-Key'])).toEqual([
      'key-aaaaaaaa',
      'key-aaaaaaaa',
      'key-bbbbbbbb',
    ]);
  });

  it('shows the server’s refusal and reloads the period when it has closed', async () => {
    const http = guessHttp((h) =>
      h.on('post', PLACE, () => {
        throw new ApiError('api', 'BETTING_CLOSED', '第 20261121-0458 期已封盘', 409);
      }),
    );
    const { store } = await loaded(http);
    store.toggle(big);
    await store.submit();
    expect(store.message).toEqual({ tone: 'error', text: '第 20261121-0458 期已封盘' });
    expect(http.requestsTo('get', '/v1/cp168/apis/checkPrediction')).toHaveLength(2);
  });

  it('after the draw, asks for the period until its guesses are settled, then loads the next one', async () => {
    let asked = 0;
    const held = [guess({ id: 9 })];
    const http = guessHttp((h) =>
      h.on('get', '/v1/cp168/apis/checkPrediction', ({ params }) => {
        const period = (params.period as string | undefined) ?? (asked > 0 ? '20261121-0459' : '20261121-0458');
        if (params.period) asked += 1;
        const settled = asked >= 3;
        return {
          lotteryCode: 'jspk10',
          period,
          openPeriod: asked > 0 ? '20261121-0459' : '20261121-0458',
          drawTime: '2026-11-21T09:32:05+08:00',
          open: true,
          closesAt: '2026-11-21T09:31:55+08:00',
          serverTime: '2026-11-21T09:30:41+08:00',
          selections:
            period === '20261121-0458'
              ? held.map((g) => (settled ? { ...g, status: 'won' as const, payout: 20, result: '大' } : g))
              : [],
          remaining: 19,
        };
      }),
    );
    const { store } = await loaded(http);
    expect(store.check?.period).toBe('20261121-0458');
    await store.onDraw('20261121-0458');
    expect(asked).toBe(3);
    expect(store.drawn?.selections.map((g) => [g.status, g.payout])).toEqual([['won', 20]]);
    expect(store.check?.period).toBe('20261121-0459');
  });

  it('reloads by itself once the draw time has passed, and drops a choice made for the old period', async () => {
    const { store, http } = await loaded();
    store.toggle(big);
    store.setNow(DRAW + 999);
    expect(http.requestsTo('get', '/v1/cp168/apis/checkPrediction')).toHaveLength(1);
    store.setNow(DRAW + 1000);
    store.setNow(DRAW + 2000); // once per period
    await Promise.resolve();
    expect(http.requestsTo('get', '/v1/cp168/apis/checkPrediction')).toHaveLength(2);
  });
  it.each([
    // held, tried to choose, chosen, remaining, cost, refused
    [0, 20, 20, 0, 200, null],
    [0, 21, 20, 0, 200, '每期最多竞猜 20 注：本期已有 0 注，已选 20 注'],
    [15, 5, 5, 0, 50, null],
    [15, 6, 5, 0, 50, '每期最多竞猜 20 注：本期已有 15 注，已选 5 注'],
    [20, 1, 0, 0, 0, '每期最多竞猜 20 注：本期已有 20 注，已选 0 注'],
  ])(
    'holds at most 20 a period: %i held, %i tried → %i chosen',
    async (held, tried, chosen, remaining, cost, refused) => {
      const { store } = await loaded(guessHttp(holding(held)));
      for (const s of numbersFromHm2(tried)) store.toggle(s);
      expect([store.chosen.length, store.remaining, store.cost, store.message?.text ?? null]).toEqual([
        chosen,
        remaining,
        cost,
        refused,
      ]);
      expect(store.canSubmit).toBe(chosen > 0);
      expect(store.problem).toBeNull();
    },
  );

  it('takes no picks once closed, nor a pick already held', async () => {
    const { store } = await loaded(guessHttp(holding(1)));
    store.toggle({ position: 'hm1', play: 'number', pick: '1' }); // held
    expect(store.chosen).toEqual([]);
    store.setNow(CLOSES);
    store.toggle(big);
    expect([store.chosen, store.open]).toEqual([[], false]);
  });

  it.each([
    ['BETTING_CLOSED', 409, '第 20261121-0458 期已封盘', true],
    ['PERIOD_NOT_OPEN', 409, '第 20261121-0458 期不可竞猜，当前可竞猜第 20261121-0459 期', true],
    ['INSUFFICIENT_POINTS', 400, '积分不足：需要 10 积分，当前 0 积分', false],
    ['DUPLICATE_SELECTION', 400, '第 1 项重复：本期已有相同的竞猜', false],
    ['TOO_MANY_SELECTIONS', 400, '每期最多 20 个竞猜：已有 20 个，本次 1 个', false],
  ])('shows the refusal %s as the server words it, keeping the choice', async (code, status, text, reloads) => {
    const http = guessHttp((h) =>
      h.on('post', PLACE, () => {
        throw new ApiError('api', code, text, status);
      }),
    );
    const { store } = await loaded(http);
    store.toggle(big);
    await store.submit();
    expect([store.message, store.chosen, store.submitting]).toEqual([{ tone: 'error', text }, [big], false]);
    expect(http.requestsTo('get', '/v1/cp168/apis/checkPrediction')).toHaveLength(reloads ? 2 : 1);
  });

  it('keeps the held guesses as 上期结果 when the period moves on before its draw arrives', async () => {
    let period = '20261121-0458';
    let settled = false;
    const http = guessHttp((h) =>
      h.on('get', '/v1/cp168/apis/checkPrediction', ({ params }) => {
        const asked = (params.period as string | undefined) ?? period;
        return {
          lotteryCode: 'jspk10',
          period: asked,
          openPeriod: period,
          drawTime: period === '20261121-0458' ? '2026-11-21T09:32:05+08:00' : '2026-11-21T09:32:35+08:00',
          open: true,
          closesAt: period === '20261121-0458' ? '2026-11-21T09:31:55+08:00' : '2026-11-21T09:32:25+08:00',
          serverTime: '2026-11-21T09:30:41+08:00',
          selections:
            asked === '20261121-0458'
              ? [guess({ id: 9, ...(settled ? { status: 'lost' as const, payout: 0, result: '小' } : {}) })]
              : [],
          remaining: 19,
        };
      }),
    );
    const { store } = await loaded(http);
    store.toggle(small);
    period = '20261121-0459';
    store.setNow(DRAW + 1000); // the draw time passed: the page asks for the open period again
    await new Promise((r) => setTimeout(r, 0));
    expect(store.check?.period).toBe('20261121-0459');
    expect(store.chosen).toEqual([]);
    expect(store.message?.text).toBe('第 20261121-0458 期已封盘，所选已清空，请为第 20261121-0459 期重新选择');
    expect([store.drawn?.period, store.drawn?.selections.map((g) => g.status)]).toEqual(['20261121-0458', ['open']]);
    settled = true;
    await store.onDraw('20261121-0458'); // the live draw comes a moment later
    expect(store.drawn?.selections.map((g) => [g.status, g.result])).toEqual([['lost', '小']]);
  });
});
