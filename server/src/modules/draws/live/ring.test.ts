import { ReplayRing } from './ring';

const entries = (...ids: number[]) => ids.map((id) => ({ id }));
const ids = (xs: Array<{ id: number }> | null) => (xs === null ? null : xs.map((x) => x.id));

describe('ReplayRing', () => {
  it.each([
    // capacity, pushed, after, expected
    [5, [1, 2, 3], 0, [1, 2, 3]],
    [5, [1, 2, 3], 2, [3]],
    [5, [1, 2, 3], 3, []],
    [5, [1, 2, 3], 9, []],
    [3, [1, 2, 3, 4, 5], 2, [3, 4, 5]],
    [3, [1, 2, 3, 4, 5], 1, null],
    [3, [1, 2, 3, 4, 5], 0, null],
    [3, [10, 20, 30, 40], 15, [20, 30, 40]], // ids between 10 and 20 never existed
    [3, [10, 20, 30, 40], 9, null],
    [3, [10, 20, 30, 40], 10, [20, 30, 40]],
    [3, [10, 20, 30, 40], 25, [30, 40]],
    [0, [1, 2], 2, []],
    [0, [1, 2], 1, null],
  ])('capacity %i, pushed %j: after(%i) is %j', (capacity, pushed, after, expected) => {
    const ring = new ReplayRing<{ id: number }>(capacity);
    ring.push(entries(...pushed));
    expect(ids(ring.after(after))).toEqual(expected);
  });

  it('starts from recent entries and a floor: nothing at or below the floor can be replayed', () => {
    const ring = new ReplayRing<{ id: number }>(3);
    ring.reset(entries(7, 8, 9), 6);
    expect(ids(ring.after(6))).toEqual([7, 8, 9]);
    expect(ring.after(5)).toBeNull();
    ring.push(entries(10));
    expect(ring.floor).toBe(7);
    expect(ids(ring.after(7))).toEqual([8, 9, 10]);
  });

  it('keeps its capacity over a long run (the array is compacted, not only grown)', () => {
    const ring = new ReplayRing<{ id: number }>(100);
    for (let id = 1; id <= 50_000; id++) ring.push([{ id }]);
    expect(ring.size).toBe(100);
    expect(ring.floor).toBe(49_900);
    expect(ids(ring.after(49_998))).toEqual([49_999, 50_000]);
  });
});
