import { chunksFor, hasMoreRows, shownRowCount, visibleRowCount } from './chunks';

describe('chunks of 30 rows', () => {
  it.each([
    [90, 1, 30, true],
    [90, 2, 60, true],
    [90, 3, 90, false],
    [90, 4, 90, false],
    [30, 1, 30, false],
    [45, 1, 30, true],
    [45, 2, 45, false],
    [0, 1, 0, false],
    [10, 0, 10, false],
  ])('%i rows after %i chunks: %i visible, more: %s', (total, chunks, visible, more) => {
    expect(visibleRowCount(total, chunks)).toBe(visible);
    expect(hasMoreRows(total, chunks)).toBe(more);
  });

  it.each([
    [0, 1],
    [30, 1],
    [31, 2],
    [90, 3],
  ])('%i rows need %i chunks', (total, n) => expect(chunksFor(total)).toBe(n));

  it.each([
    // total, live rows, chunks, shown
    [92, 2, 1, 30],
    [92, 2, 2, 60],
    [92, 2, 3, 92],
    [32, 2, 1, 92 - 60],
    [30, 0, 1, 30],
    [31, 1, 1, 31],
    [61, 0, 2, 60],
    [0, 0, 1, 0],
  ])('%i rows, %i of them live, after %i chunks: %i shown', (total, live, chunks, shown) =>
    expect(shownRowCount(total, live, chunks)).toBe(shown),
  );
});
