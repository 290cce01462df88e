import { guessApi } from '../../api';
import { guessHttp } from '../../testing/guessHttp';
import { MyGuessStore } from './MyGuessStore';

describe('MyGuessStore', () => {
  it.each([
    ['defaults: this lottery', {}, { lotteryCode: 'jspk10', page: 1, size: 20 }, null],
    ['all lotteries, open only', { all: true, status: 'open' as const }, { status: 'open', page: 1, size: 20 }, null],
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
    if ('all' in f) store.setAllLotteries(f.all);
    if ('status' in f) store.setStatus(f.status);
    if ('from' in f) store.setFrom(f.from);
    if ('to' in f) store.setTo(f.to);
    await store.search();
    const asked = http.requestsTo('get', '/v1/cp168/apis/me/predictions');
    expect(store.filterError).toBe(error);
    if (params === null) expect(asked).toHaveLength(0);
    else expect(Object.fromEntries(Object.entries(asked[0].params).filter(([, v]) => v !== undefined))).toEqual(params);
  });
});
