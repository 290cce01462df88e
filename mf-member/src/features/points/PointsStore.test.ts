import { ApiError } from '@cp/shared/api';
import { FakeHttp, fakeStore } from '@cp/shared/testing';
import { pointsApi } from '../../api';
import { ME } from '../../testing/memberHttp';
import { PointsStore } from './PointsStore';

const entry = (id: number, delta: number, kind: string) => ({
  id,
  delta,
  kind,
  label: kind === 'signin' ? '每日签到' : '每周首次登录',
  reference: '2026-11-25',
  balanceAfter: 1000 + delta,
  time: '2026-11-25T08:00:00+08:00',
});

function setup(signin: () => unknown = () => ({ delta: 100, score: 1200, date: '2026-11-25' })) {
  const http = new FakeHttp()
    .on('get', '/v1/cp168/apis/me', () => ME)
    .on('get', '/v1/cp168/apis/me/scoreHistories', ({ params }) => ({
      list: [entry(2, 100, 'signin'), entry(1, 1000, 'weeklyLogin')].filter(
        (e) => !params.kind || e.kind === params.kind,
      ),
      total: 45,
      page: params.page,
      size: 20,
    }))
    .on('post', '/v1/cp168/wap/me/signin', signin);
  const { store: root } = fakeStore();
  return { http, root, store: new PointsStore(root, { api: pointsApi(http) }) };
}

describe('PointsStore', () => {
  it('loads the balance, today’s sign-in and the first page', async () => {
    const { store } = setup();
    await store.load();
    expect(store.score).toBe(ME.score);
    expect(store.signedInToday).toBe(false);
    expect(store.list.map((e) => e.id)).toEqual([2, 1]);
    expect(store.pages).toBe(3);
  });

  it('asks with the date range and kind, from page 1', async () => {
    const { http, store } = setup();
    store.setFrom('2026-11-01');
    store.setTo('2026-11-25');
    store.setKind('signin');
    await store.search();
    expect(http.requestsTo('get', '/v1/cp168/apis/me/scoreHistories').at(-1)?.params).toEqual({
      from: '2026-11-01',
      to: '2026-11-25',
      kind: 'signin',
      page: 1,
      size: 20,
    });
    expect(store.list.map((e) => e.kind)).toEqual(['signin']);
  });

  it('refuses a start after the end before asking', async () => {
    const { http, store } = setup();
    store.setFrom('2026-11-25');
    store.setTo('2026-11-01');
    await store.search();
    expect(store.filterError).toBe('开始日期不能晚于结束日期');
    expect(http.requestsTo('get', '/v1/cp168/apis/me/scoreHistories')).toEqual([]);
  });

  it('signs in: +100, the new balance, the history reloaded', async () => {
    const { http, store } = setup();
    await store.signIn();
    expect(store.signInMessage).toBe('签到成功，积分 +100');
    expect(store.score).toBe(1200);
    expect(store.signedInToday).toBe(true);
    expect(http.requestsTo('get', '/v1/cp168/apis/me/scoreHistories')).toHaveLength(1);
  });

  it('says 今日已签到 on a second sign-in the same day', async () => {
    const { store } = setup(() => {
      throw new ApiError('api', 'ALREADY_SIGNED_IN', '今日已签到', 409);
    });
    await store.signIn();
    expect(store.signInMessage).toBe('今日已签到');
    expect(store.signedInToday).toBe(true);
  });

  it('keeps an error with a retry when the history fails', async () => {
    const { http, store } = setup();
    http.failNext();
    await store.search();
    expect(store.error).toBeTruthy();
    await store.request.retry();
    expect(store.error).toBeNull();
    expect(store.list).toHaveLength(2);
  });
});
