import { DrawCache, toCached } from './cache';
import type { DrawRepository } from './repository';
import type { CachedDraw, DrawRecord } from './types';

const T0 = Date.parse('2026-11-21T09:30:00+08:00');
const rec = (n: number, balls = [n % 10, 1, 2]): DrawRecord => ({
  code: 'fc3d',
  period: String(2026000 + n),
  drawTime: T0 + n * 86_400_000,
  balls,
});

/** A cache over a stored history that the test changes; counts the loads. */
function setup(stored: DrawRecord[]) {
  let loads = 0;
  const repo = {
    recent: async () => {
      loads += 1;
      return [...stored].sort((a, b) => a.drawTime - b.drawTime);
    },
  } as unknown as DrawRepository;
  const cache = new DrawCache(repo);
  const changes: Array<[string, string[]]> = [];
  cache.on('changed', (code, rows) => changes.push([code, rows.map((r) => r.period)]));
  return { cache, changes, loads: () => loads, stored };
}

const periods = (rows: readonly CachedDraw[]) => rows.map((r) => r.period);

describe('DrawCache.apply (the live feed keeps the cache current)', () => {
  it('appends newer draws in order and announces them', async () => {
    const { cache, changes, stored } = setup([rec(1), rec(2)]);
    await cache.warm(['fc3d']);
    stored.push(rec(3), rec(4));
    expect(await cache.apply([toCached(rec(3)), toCached(rec(4))])).toEqual([]);
    expect(periods(await cache.history('fc3d'))).toEqual(['2026001', '2026002', '2026003', '2026004']);
    expect(changes).toEqual([['fc3d', ['2026003', '2026004']]]);
  });

  it('skips draws it loaded already (written while it was loading)', async () => {
    const { cache, changes, loads } = setup([rec(1), rec(2), rec(3)]);
    await cache.warm(['fc3d']);
    expect(await cache.apply([toCached(rec(3))])).toEqual([]);
    expect(periods(await cache.history('fc3d'))).toEqual(['2026001', '2026002', '2026003']);
    expect(changes).toEqual([]);
    expect(loads()).toBe(1);
  });

  it.each([
    ['an older draw (an imported history)', rec(0)],
    ['a known period with other balls (a corrected draw)', rec(2, [9, 9, 9])],
    ['the latest period corrected to a later time', { ...rec(3), drawTime: rec(3).drawTime + 60_000 }],
  ])('reloads the lottery for %s', async (_what, draw) => {
    const { cache, changes, loads, stored } = setup([rec(1), rec(2), rec(3)]);
    await cache.warm(['fc3d']);
    const at = stored.findIndex((r) => r.period === draw.period);
    if (at >= 0) stored[at] = draw;
    else stored.push(draw);
    expect(await cache.apply([toCached(draw)])).toEqual(['fc3d']);
    expect(loads()).toBe(2);
    const history = await cache.history('fc3d');
    expect(history.find((r) => r.period === draw.period)?.balls).toEqual(draw.balls);
    expect(history.filter((r) => r.period === draw.period)).toHaveLength(1);
    expect(changes).toEqual([['fc3d', ['2026003']]]);
  });

  it('leaves a lottery not loaded yet alone: its first read loads everything', async () => {
    const { cache, changes, loads, stored } = setup([rec(1)]);
    stored.push(rec(2));
    await cache.apply([toCached(rec(2))]);
    expect(loads()).toBe(0);
    expect(changes).toEqual([]);
    expect(periods(await cache.history('fc3d'))).toEqual(['2026001', '2026002']);
  });
});
