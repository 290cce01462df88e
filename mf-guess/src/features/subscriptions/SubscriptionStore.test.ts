import { ApiError } from '@cp/shared/api';
import { guessApi } from '../../api';
import { guess, guessHttp } from '../../testing/guessHttp';
import { SubscriptionStore } from './SubscriptionStore';

const followed = (userID: number) => ({
  userID,
  nickname: `会员${userID}`,
  avatarURL: null,
  intro: '',
  fansCount: 1,
  subscribed: true,
  subscribedAt: '2026-11-21T09:00:00+08:00',
  openGuesses: [guess({ id: userID })],
});

describe('SubscriptionStore', () => {
  it('lists the followed members and removes one on unsubscribe; a refusal keeps it and says why', async () => {
    let refuse = false;
    const http = guessHttp((h) =>
      h
        .on('get', '/v1/cp168/apis/subscribedUsers', () => [followed(11), followed(12)])
        .on('delete', '/v1/cp168/apis/subscribedUsers/:id', () => {
          if (refuse) throw new ApiError('api', 'MEMBER_NOT_FOUND', '会员不存在', 404);
          return { subscribed: false, fansCount: 0 };
        }),
    );
    const store = new SubscriptionStore({ api: guessApi(http) });
    await store.load();
    expect(store.list?.map((m) => [m.userID, m.openGuesses.length])).toEqual([
      [11, 1],
      [12, 1],
    ]);
    await store.unsubscribe(11);
    expect(store.list?.map((m) => m.userID)).toEqual([12]);
    refuse = true;
    await store.unsubscribe(12);
    expect([store.list?.map((m) => m.userID), store.message]).toEqual([[12], '会员不存在']);
  });
});
