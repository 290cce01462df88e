import { guessApi } from '../../api';
import { guessHttp } from '../../testing/guessHttp';
import { UserInfoStore } from './UserInfoStore';

describe('UserInfoStore', () => {
  it.each([
    ['a guest', null, false],
    ['the member themself', 11, false],
    ['another member', 7, true],
  ])('offers the subscribe button to %s: %s', async (_name, viewer, can) => {
    const store = new UserInfoStore(11, viewer, { api: guessApi(guessHttp()) });
    await store.load();
    expect(store.canSubscribe).toBe(can);
  });

  it('subscribes and unsubscribes, with the real fan count, and reloads the record', async () => {
    let fans = 2;
    const http = guessHttp((h) =>
      h
        .on('post', '/v1/cp168/apis/subscribedUsers', () => ({ subscribed: true, fansCount: ++fans }))
        .on('delete', '/v1/cp168/apis/subscribedUsers/:id', () => ({ subscribed: false, fansCount: --fans })),
    );
    const store = new UserInfoStore(11, 7, { api: guessApi(http) });
    await store.load();
    await store.toggleSubscription();
    expect([store.stats?.member.subscribed, store.stats?.member.fansCount]).toEqual([true, 3]);
    expect(http.requestsTo('post', '/v1/cp168/apis/subscribedUsers')[0].body).toEqual({ userID: 11 });
    await store.toggleSubscription();
    expect([store.stats?.member.subscribed, store.stats?.member.fansCount]).toEqual([false, 2]);
    expect(http.requestsTo('get', '/v1/cp168/apis/predictionsHistories/:id')).toHaveLength(3);
  });
});
