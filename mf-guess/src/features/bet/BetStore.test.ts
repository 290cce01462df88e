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
});
