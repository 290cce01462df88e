import { guessApi } from '../../api';
import { guess, guessHttp } from '../../testing/guessHttp';
import { MyGuessStore } from './MyGuessStore';

describe('MyGuessStore', () => {
  it.each([
    ['defaults: this lottery', {}, { lotteryCode: 'jspk10', page: 1, size: 20 }, null],
    ['all lotteries, open only', { lottery: '', status: 'open' as const }, { status: 'open', page: 1, size: 20 }, null],
    [
      'another lottery, settled',
      { lottery: 'jsssc', status: 'settled' as const },
      { lotteryCode: 'jsssc', status: 'settled', page: 1, size: 20 },
      null,
    ],
    [
      'a date range',
      { from: '2026-11-01', to: '2026-11-21' },
      { lotteryCode: 'jspk10', from: '2026-11-01', to: '2026-11-21', page: 1, size: 20 },
      null,
    ],
    ['an inverted range', { from: '2026-11-21', to: '2026-11-01' }, null, '开始日期不能晚于结束日期'],
  ])('%s', async (_name, f, params, error) => {
    const http = guessHttp();
    const store = new MyGuessStore('jspk10', { api: guessApi(http) });
    if ('lottery' in f) store.setLotteryCode(f.lottery);
    if ('status' in f) store.setStatus(f.status);
    if ('from' in f) store.setFrom(f.from);
    if ('to' in f) store.setTo(f.to);
    await store.search();
    const asked = http.requestsTo('get', '/v1/cp168/apis/me/predictions');
    expect(store.filterError).toBe(error);
    if (params === null) expect(asked).toHaveLength(0);
    else expect(Object.fromEntries(Object.entries(asked[0].params).filter(([, v]) => v !== undefined))).toEqual(params);
  });
  it('pages through the last search with its totals, not through filters edited since', async () => {
    const http = guessHttp((h) =>
      h.on('get', '/v1/cp168/apis/me/predictions', ({ params }) => ({
        list: [guess({ id: Number(params.page) })],
        total: 45,
        page: Number(params.page),
        size: 20,
        totals: { guesses: 45, open: 5, wins: 20, stakes: 450, payouts: 400, profit: -50 },
      })),
    );
    const store = new MyGuessStore('jspk10', { api: guessApi(http) });
    store.setStatus('settled');
    await store.search();
    expect([store.pages, store.result?.totals.profit]).toEqual([3, -50]);
    store.setStatus('open'); // not applied until 查询
    await store.goTo(3);
    const asked = http.requestsTo('get', '/v1/cp168/apis/me/predictions').map((r) => [r.params.status, r.params.page]);
    expect(asked).toEqual([
      ['settled', 1],
      ['settled', 3],
    ]);
    expect(store.result?.page).toBe(3);
  });
});
