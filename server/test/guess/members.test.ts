import { closeTestApp } from '../helper';
import { PK10_DRAW, call, draw, guessApp, members, openPeriod, place } from './helper';
import type { GT } from './helper';

jest.setTimeout(240_000);

const API = '/v1/cp168/apis';
const WAP = '/v1/cp168/wap';

describe('members’ pages, subscriptions, latest guesses and reports', () => {
  let t: GT;
  let alice: string;
  let bob: string;
  let carol: string;
  let period: string;
  beforeAll(async () => {
    t = await guessApp();
    [alice, bob, carol] = await members(t, [1, 2, 3], 1000);
    ({ period } = await openPeriod(t, alice));
    // alice: 冠军 小 (wins), 亚军 小 (loses), 冠军 03 (wins) — settled; then one open guess next period
    expect(
      (
        await place(t, alice, period, [
          { position: 'hm1', play: 'daxiao', pick: '小' },
          { position: 'hm2', play: 'daxiao', pick: '小' },
          { position: 'hm1', play: 'number', pick: 3 },
        ])
      ).status,
    ).toBe(200);
    await draw(t, 'jspk10', period, PK10_DRAW);
    t.clock.ms += 75_000;
    const next = await openPeriod(t, alice);
    expect((await place(t, alice, next.period, [{ position: 'hm5', play: 'danshuang', pick: '双' }])).status).toBe(200);
  });
  afterAll(() => closeTestApp(t));

  it('predictionStats: this week and all time, streaks, fans (public)', async () => {
    const r = await call(t.app, 'GET', `${WAP}/predictionStats/1`);
    expect(r.status).toBe(200);
    expect(r.body.data.member).toMatchObject({ userID: 1, nickname: 'test_member_1', fansCount: 0, subscribed: false });
    expect(r.body.data.allTime).toMatchObject({
      guesses: 4,
      open: 1,
      settled: 3,
      wins: 2,
      losses: 1,
      profit: 20 + 99 - 30,
      longestStreak: 1, // won, lost, won (guesses of one draw in id order)
      currentStreak: 1,
    });
    expect(r.body.data.allTime.winRate).toBeCloseTo(2 / 3, 10);
    expect(r.body.data.week).toMatchObject({ key: '2026-11-16', guesses: 4 });
    const missing = await call(t.app, 'GET', `${WAP}/predictionStats/999`);
    expect([missing.status, missing.body.code]).toEqual([404, 'MEMBER_NOT_FOUND']);
  });

  it('open guesses are shown to subscribers and the member only; settled ones to everyone', async () => {
    const guest = (await call(t.app, 'GET', `${API}/predictionsHistories/1`)).body.data;
    expect([guest.total, guest.includesOpen, guest.list.every((g: { status: string }) => g.status !== 'open')]).toEqual(
      [3, false, true],
    );
    expect((await call(t.app, 'GET', `${API}/predictionsHistories/1`, { token: bob })).body.data.total).toBe(3);
    const own = (await call(t.app, 'GET', `${API}/predictionsHistories/1`, { token: alice })).body.data;
    expect([own.total, own.includesOpen]).toEqual([4, true]);

    const sub = await call(t.app, 'POST', `${WAP}/subscribedUsers`, { token: bob, body: { userID: 1 } });
    expect(sub.body.data).toEqual({ subscribed: true, fansCount: 1 });
    const again = await call(t.app, 'POST', `${API}/subscribedUsers`, { token: bob, body: { userID: 1 } });
    expect(again.body.data).toEqual({ subscribed: true, fansCount: 1 });
    const followed = (await call(t.app, 'GET', `${API}/predictionsHistories/1`, { token: bob })).body.data;
    expect([followed.total, followed.includesOpen, followed.list[0].status]).toEqual([4, true, 'open']);

    const list = (await call(t.app, 'GET', `${WAP}/subscribedUsers`, { token: bob })).body.data;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ userID: 1, fansCount: 1, subscribed: true });
    expect(list[0].openGuesses.map((g: { position: string; pick: string }) => [g.position, g.pick])).toEqual([
      ['hm5', '双'],
    ]);

    // fans everywhere: GET me of alice, predictionStats, a ranking row's member page
    expect((await call(t.app, 'GET', `${API}/me`, { token: alice })).body.data.fansCount).toBe(1);
    expect((await call(t.app, 'GET', `${API}/predictionStats/1`, { token: bob })).body.data.member).toMatchObject({
      fansCount: 1,
      subscribed: true,
    });

    // latestPredictions: bob sees alice's open guess first; a guest sees only settled ones
    const forBob = (await call(t.app, 'GET', `${WAP}/latestPredictions?size=10`, { token: bob })).body.data;
    expect(forBob[0]).toMatchObject({ memberId: 1, status: 'open', nickname: 'test_member_1' });
    const forGuest = (await call(t.app, 'GET', `${WAP}/latestPredictions?size=10`)).body.data;
    expect(forGuest.length).toBe(3);
    expect(forGuest.every((g: { status: string }) => g.status !== 'open')).toBe(true);

    const off = await call(t.app, 'DELETE', `${WAP}/subscribedUsers/1`, { token: bob });
    expect(off.body.data).toEqual({ subscribed: false, fansCount: 0 });
    const offAgain = await call(t.app, 'DELETE', `${API}/subscribedUsers/1`, { token: bob });
    expect(offAgain.body.data).toEqual({ subscribed: false, fansCount: 0 });
    expect((await call(t.app, 'GET', `${API}/predictionsHistories/1`, { token: bob })).body.data.includesOpen).toBe(
      false,
    );
  });

  it.each([
    ['oneself', 3, 400, 'CANNOT_SUBSCRIBE_SELF'],
    ['an unknown member', 999, 404, 'MEMBER_NOT_FOUND'],
    ['a guest', 1, 401, 'UNAUTHORIZED'],
  ])('refuses to subscribe %s', async (who, id, status, code) => {
    const r = await call(t.app, 'POST', `${API}/subscribedUsers`, {
      token: who === 'a guest' ? undefined : carol,
      body: { userID: id },
    });
    expect([r.status, r.body.code]).toEqual([status, code]);
  });

  it('me/predictionReport: per lottery and play, this week and all time', async () => {
    const r = (await call(t.app, 'GET', `${API}/me/predictionReport`, { token: alice })).body.data;
    expect(r.week.key).toBe('2026-11-16');
    expect(
      r.rows.map(
        (x: { lotteryCode: string; play: string; allTime: { guesses: number; wins: number; profit: number } }) => [
          x.lotteryCode,
          x.play,
          x.allTime.guesses,
          x.allTime.wins,
          x.allTime.profit,
        ],
      ),
    ).toEqual([
      ['jspk10', 'daxiao', 2, 1, 0],
      ['jspk10', 'danshuang', 1, 0, 0],
      ['jspk10', 'number', 1, 1, 89],
    ]);
    expect(r.totals.allTime).toMatchObject({ guesses: 4, wins: 2, profit: 89 });
  });

  it('me/predictions filters by state and Beijing dates', async () => {
    const open = (await call(t.app, 'GET', `${API}/me/predictions?status=open`, { token: alice })).body.data;
    expect([open.total, open.totals]).toEqual([1, { guesses: 1, open: 1, wins: 0, stakes: 0, payouts: 0, profit: 0 }]);
    const none = (await call(t.app, 'GET', `${API}/me/predictions?from=2026-11-22&to=2026-11-23`, { token: alice }))
      .body.data;
    expect(none.total).toBe(0);
    const bad = await call(t.app, 'GET', `${API}/me/predictions?from=2026-13-01`, { token: alice });
    expect([bad.status, bad.body.code]).toEqual([400, 'BAD_REQUEST']);
  });
});
