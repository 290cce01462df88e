import { guessApi } from '../../api';
import { guess, guessHttp } from '../../testing/guessHttp';
import { LatestStore } from './LatestStore';

const member = (over: Parameters<typeof guess>[0]) => ({
  ...guess(over),
  memberId: 11,
  nickname: '幸运星',
  avatarURL: null,
});

describe('LatestStore', () => {
  it('asks for the lottery’s latest guesses and splits followed open ones from settled ones', async () => {
    const http = guessHttp((h) =>
      h.on('get', '/v1/cp168/apis/latestPredictions', () => [
        member({ id: 9 }),
        member({ id: 8, status: 'won', payout: 20, result: '大' }),
        member({ id: 7, status: 'lost', payout: 0, result: '小' }),
      ]),
    );
    const store = new LatestStore('jspk10', { api: guessApi(http) });
    await store.load();
    expect(http.requestsTo('get', '/v1/cp168/apis/latestPredictions')[0].params).toEqual({
      lotteryCode: 'jspk10',
      size: 10,
    });
    expect([store.open.map((g) => g.id), store.settled.map((g) => g.id)]).toEqual([[9], [8, 7]]);
  });

  it('keeps the failure for the panel to show', async () => {
    const http = guessHttp();
    http.failNext();
    const store = new LatestStore('jspk10', { api: guessApi(http) });
    await store.load();
    expect([store.list, store.error]).toEqual([null, '网络连接失败，请检查网络']);
  });
});
