import { closeTestApp } from '../helper';
import { call, guessApp, members, openPeriod, place, score } from './helper';
import type { GT } from './helper';

jest.setTimeout(240_000);

const API = '/v1/cp168/apis';

describe('POST predictions: all or nothing, once per Idempotency-Key', () => {
  let t: GT;
  let token: string;
  let period: string;
  beforeAll(async () => {
    t = await guessApp();
    [token] = await members(t, [1], 100);
    ({ period } = await openPeriod(t, token));
  });
  afterAll(() => closeTestApp(t));

  it('debits 10 per selection and stores the guesses', async () => {
    const r = await place(t, token, period, [
      { position: 'hm1', play: 'daxiao', pick: '大' },
      { position: 'hm2', play: 'number', pick: '07' },
    ]);
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ lotteryCode: 'jspk10', period, cost: 20, score: 80 });
    expect(
      r.body.data.guesses.map((g: { pick: string; pickLabel: string; status: string; odds: number }) => [
        g.pick,
        g.pickLabel,
        g.status,
        g.odds,
      ]),
    ).toEqual([
      ['大', '大', 'open', 1.98],
      ['7', '07', 'open', 9.85],
    ]);
    expect(await score(t.db, 1)).toBe(80);
    const me = await call(t.app, 'GET', `${API}/me`, { token });
    expect(me.body.data.score).toBe(80);
  });

  it('the same key again changes nothing and answers the first answer; another body with it is refused', async () => {
    const sel = [{ position: 'hm3', play: 'danshuang', pick: '单' }];
    const first = await place(t, token, period, sel, { key: 'repeat-key-0001' });
    const again = await place(t, token, period, sel, { key: 'repeat-key-0001' });
    expect(again).toEqual(first);
    expect(await score(t.db, 1)).toBe(70);
    const other = await place(t, token, period, [{ position: 'hm4', play: 'danshuang', pick: '单' }], {
      key: 'repeat-key-0001',
    });
    expect([other.status, other.body.code]).toEqual([409, 'IDEMPOTENCY_KEY_REUSED']);
    expect(await score(t.db, 1)).toBe(70);
  });

  it.each([
    ['no key', { key: null }, [{ position: 'hm1', play: 'daxiao', pick: '小' }], 400, 'IDEMPOTENCY_KEY_REQUIRED'],
    ['a bad key', { key: 'short' }, [{ position: 'hm1', play: 'daxiao', pick: '小' }], 400, 'IDEMPOTENCY_KEY_INVALID'],
    ['an unknown position', {}, [{ position: 'hm11', play: 'daxiao', pick: '小' }], 400, 'UNKNOWN_POSITION'],
    ['龙虎 at 第六名', {}, [{ position: 'hm6', play: 'longhu', pick: '龙' }], 400, 'PLAY_NOT_AT_POSITION'],
    ['a pick outside the range', {}, [{ position: 'hm1', play: 'number', pick: 11 }], 400, 'INVALID_PICK'],
    ['和 as a pick', {}, [{ position: 'hm1', play: 'longhu', pick: '和' }], 400, 'INVALID_PICK'],
    [
      'a repeated selection',
      {},
      [
        { position: 'hm5', play: 'number', pick: 3 },
        { position: 'hm5', play: 'number', pick: '03' },
      ],
      400,
      'DUPLICATE_SELECTION',
    ],
    ['one already held', {}, [{ position: 'hm1', play: 'daxiao', pick: '大' }], 400, 'DUPLICATE_SELECTION'],
    [
      'more than the balance',
      {},
      Array.from({ length: 8 }, (_, i) => ({ position: 'hm9', play: 'number', pick: i + 1 })),
      400,
      'INSUFFICIENT_POINTS',
    ],
    ['no selections', {}, [], 400, 'BAD_REQUEST'],
  ])('refuses %s whole, nothing debited', async (_name, opts, selections, status, code) => {
    const before = await score(t.db, 1);
    const held = (await call(t.app, 'GET', `${API}/checkPrediction?lotteryCode=jspk10`, { token })).body.data.selections
      .length;
    const r = await place(t, token, period, selections, opts as { key?: string | null });
    expect([r.status, r.body.status, r.body.code]).toEqual([status, 0, code]);
    expect(r.body.message).toMatch(/[\u4e00-\u9fa5]/);
    expect(await score(t.db, 1)).toBe(before);
    const after = (await call(t.app, 'GET', `${API}/checkPrediction?lotteryCode=jspk10`, { token })).body.data
      .selections.length;
    expect(after).toBe(held);
  });

  it('refuses a lottery outside the guess centre, an unknown one, and a member without a token', async () => {
    const sel = [{ position: 'hm1', play: 'daxiao', pick: '大' }];
    const hk6 = await place(t, token, period, sel, { code: 'hk6' });
    expect([hk6.status, hk6.body.code, hk6.body.message]).toEqual([400, 'UNSUPPORTED_LOTTERY', '香港六合彩不支持竞猜']);
    const unknown = await place(t, token, period, sel, { code: 'nope' });
    expect([unknown.status, unknown.body.code]).toEqual([404, 'UNKNOWN_LOTTERY']);
    const guest = await call(t.app, 'POST', `${API}/predictions`, {
      body: { lotteryCode: 'jspk10', period, selections: sel },
    });
    expect([guest.status, guest.body.code]).toEqual([401, 'UNAUTHORIZED']);
  });

  it('caps a period at 20 open guesses for a member', async () => {
    const [rich] = await members(t, [2], 1000);
    const numbers = (from: number, n: number, position: string) =>
      Array.from({ length: n }, (_, i) => ({ position, play: 'number', pick: from + i }));
    expect((await place(t, rich, period, [...numbers(1, 10, 'hm1'), ...numbers(1, 9, 'hm2')])).status).toBe(200);
    const over = await place(t, rich, period, numbers(1, 2, 'hm3'));
    expect([over.status, over.body.code]).toEqual([400, 'TOO_MANY_SELECTIONS']);
    expect((await place(t, rich, period, numbers(1, 1, 'hm3'))).status).toBe(200);
    expect(await score(t.db, 2)).toBe(800);
  });
});

describe('the betting window', () => {
  let t: GT;
  let token: string;
  beforeAll(async () => {
    t = await guessApp();
    [token] = await members(t, [1], 1000);
  });
  afterAll(() => closeTestApp(t));

  const sel = [{ position: 'hm1', play: 'daxiao', pick: '大' }];

  it('is open until 10 seconds before the draw time, then 已封盘; the period after is not open yet', async () => {
    const { period, drawTime } = await openPeriod(t, token);
    const draw = Date.parse(drawTime);
    t.clock.ms = draw - 10_001;
    const check = await call(t.app, 'GET', `${API}/checkPrediction?lotteryCode=jspk10&period=${period}`, { token });
    expect(check.body.data).toMatchObject({ period, open: true, remaining: 20 });
    expect(Date.parse(check.body.data.closesAt)).toBe(draw - 10_000);
    expect((await place(t, token, period, sel)).status).toBe(200);
    t.clock.ms = draw - 10_000;
    const closed = await place(t, token, period, [{ position: 'hm2', play: 'daxiao', pick: '大' }]);
    expect([closed.status, closed.body.code, closed.body.message]).toEqual([
      409,
      'BETTING_CLOSED',
      `第 ${period} 期已封盘`,
    ]);
    const later = period.replace(/\d+$/, (n) => String(Number(n) + 1).padStart(n.length, '0'));
    const notYet = await place(t, token, later, sel);
    expect([notYet.status, notYet.body.code]).toEqual([409, 'PERIOD_NOT_OPEN']);
    expect(
      (await call(t.app, 'GET', `${API}/checkPrediction?lotteryCode=jspk10&period=${period}`, { token })).body.data,
    ).toMatchObject({
      open: false,
      remaining: 19,
    });
    t.clock.ms = draw + 1000;
    expect((await openPeriod(t, token)).period).toBe(later);
    const past = await place(t, token, period, sel);
    expect([past.status, past.body.code]).toEqual([409, 'BETTING_CLOSED']);
  });

  it('refuses a period whose draw is already written, even before its closing time', async () => {
    const { period } = await openPeriod(t, token);
    await t.app.drawRepo.insert(
      'jspk10',
      [{ code: 'jspk10', period, drawTime: t.clock.now(), balls: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] }],
      'ingest',
    );
    const r = await place(t, token, period, [{ position: 'hm7', play: 'daxiao', pick: '大' }]);
    expect([r.status, r.body.code]).toEqual([409, 'BETTING_CLOSED']);
  });
});
