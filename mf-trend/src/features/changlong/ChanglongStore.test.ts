import type { StreakDto } from '@cp/shared/domain';
import { catalogueLotteries, drawInfoOf, fakeStore, settle as flush } from '@cp/shared/testing';
import { ChanglongStore } from './ChanglongStore';

const streak = (code: string, attribute: string, n: number, label = '大'): StreakDto => ({
  code,
  name: code,
  position: 'hm1',
  positionLabel: '冠军',
  attribute,
  label,
  streak: n,
  period: '1',
});

/** A store whose n-th request answers lists[n] (the last one from then on). */
function setup(lists: StreakDto[][]) {
  let call = 0;
  const api = { streaks: jest.fn(async () => lists[Math.min(call++, lists.length - 1)]) };
  // The server knows the catalogue and has no draws yet: the test applies them.
  const { store: root } = fakeStore(
    { openEventSource: null },
    { answer: 'empty', timers: 'inert', lotteries: catalogueLotteries() },
  );
  return { root, api, store: new ChanglongStore(root, { api }) };
}

describe('ChanglongStore', () => {
  it('lists the streaks longest first and filters by lottery and attribute', async () => {
    const { store } = setup([
      [streak('jspk10', 'daxiao', 4), streak('jsssc', 'longhu', 9, '龙'), streak('jspk10', 'danshuang', 6, '单')],
    ]);
    await store.load();
    expect(store.filtered.map((s) => s.streak)).toEqual([9, 6, 4]);
    store.setCode('jspk10');
    expect(store.filtered.map((s) => s.attribute)).toEqual(['danshuang', 'daxiao']);
    store.setAttribute('daxiao');
    expect(store.filtered.map((s) => s.streak)).toEqual([4]);
    store.setCode('all');
    store.setAttribute('longhu');
    expect(store.filtered.map((s) => s.code)).toEqual(['jsssc']);
  });

  it('reloads after a watched lottery draws', async () => {
    const { root, api, store } = setup([[streak('jspk10', 'daxiao', 4)], [streak('jspk10', 'daxiao', 5)]]);
    await root.lotteries.loadPublic();
    await store.load();
    const stop = store.startLive(0);
    root.draws.apply(
      drawInfoOf(
        'jspk10',
        { period: '20261121-0001', drawTime: '2026-11-21T09:30:00.000+08:00', balls: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] },
        '2',
      ),
    );
    await new Promise((r) => setTimeout(r, 5));
    await flush();
    expect(api.streaks).toHaveBeenCalledTimes(2);
    expect(store.list[0].streak).toBe(5);
    stop();
  });

  it('keeps the error of a failed request', async () => {
    const { api, store } = setup([[]]);
    api.streaks.mockRejectedValueOnce(new Error('服务繁忙'));
    await store.load();
    expect(store.error).toBe('服务繁忙');
    expect(store.loaded).toBe(false);
  });

  it('keeps the notice of a failed reload while reloading, and shows only the latest answer', async () => {
    const { api, store } = setup([[streak('jspk10', 'daxiao', 4)]]);
    await store.load();
    api.streaks.mockRejectedValueOnce(new Error('服务繁忙'));
    await store.load();
    expect(store.error).toBe('服务繁忙');
    expect(store.list[0].streak).toBe(4); // the list shown stays
    let answerSlow: (list: StreakDto[]) => void = () => undefined;
    api.streaks.mockImplementationOnce(() => new Promise<StreakDto[]>((r) => (answerSlow = r)));
    api.streaks.mockResolvedValueOnce([streak('jspk10', 'daxiao', 7)]);
    const slow = store.load();
    expect(store.loading).toBe(true);
    expect(store.error).toBe('服务繁忙');
    await store.load();
    answerSlow([streak('jspk10', 'daxiao', 6)]);
    await slow;
    expect(store.list[0].streak).toBe(7);
    expect(store.error).toBeNull();
    expect(store.loading).toBe(false);
  });
});
