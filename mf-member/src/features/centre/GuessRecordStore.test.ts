import { guessRecordApi } from '../../api';
import { NO_GUESSES, memberHttp } from '../../testing/memberHttp';
import { GuessRecordStore } from './GuessRecordStore';

describe('GuessRecordStore', () => {
  it('loads this week’s report, then the week picked', async () => {
    const http = memberHttp();
    const store = new GuessRecordStore({ api: guessRecordApi(http) });
    await store.load();
    expect([store.report?.week.key, store.report?.totals.allTime]).toEqual(['2026-11-23', NO_GUESSES]);
    await store.setWeek('2026-11-16');
    expect(http.requestsTo('get', '/v1/cp168/apis/me/predictionReport').map((r) => r.params.week ?? null)).toEqual([
      null,
      '2026-11-16',
    ]);
  });

  it('keeps the failure for the page to show, and a retry clears it', async () => {
    const http = memberHttp();
    http.failNext();
    const store = new GuessRecordStore({ api: guessRecordApi(http) });
    await store.load();
    expect([store.report, store.error]).toEqual([null, '网络连接失败，请检查网络']);
    await store.load();
    expect([store.report !== null, store.error]).toEqual([true, null]);
  });
});
