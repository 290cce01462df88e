import { ApiError } from '@cp/shared/api';
import { guessApi } from '../../api';
import { guessHttp } from '../../testing/guessHttp';
import { UserInfoStore } from './UserInfoStore';

describe('UserInfoStore', () => {
  it.each([
    ['a guest', null, false],
    ['the member themself', 11, false],
    ['another member', 7, true],
  ])('offers the subscribe button to %s: %s', async (_name, viewer, can) => {
    const http = guessHttp((h) =>
      h.on('post', '/v1/cp168/apis/subscribedUsers', () => ({ subscribed: true, fansCount: 3 })),
    );
    const store = new UserInfoStore(11, viewer, { api: guessApi(http) });
    await store.load();
    expect(store.canSubscribe).toBe(can);
    await store.toggleSubscription(); // a guest or the member themself asks nothing
    expect(http.requestsTo('post', '/v1/cp168/apis/subscribedUsers')).toHaveLength(can ? 1 : 0);
    expect(store.stats?.member.subscribed).toBe(can);
  });

  it('shows a refusal and keeps the button as it was', async () => {
    const http = guessHttp((h) =>
      h.on('post', '/v1/cp168/apis/subscribedUsers', () => {
        throw new ApiError('api', 'CANNOT_SUBSCRIBE_SELF', '不能订阅自己', 400);
      }),
    );
    const store = new UserInfoStore(11, 7, { api: guessApi(http) });
    await store.load();
    await store.toggleSubscription();
    expect([store.message, store.stats?.member.subscribed, store.stats?.member.fansCount, store.toggling]).toEqual([
      '不能订阅自己',
      false,
      2,
      false,
    ]);
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
