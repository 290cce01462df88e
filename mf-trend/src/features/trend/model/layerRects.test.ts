import { layerTops, rectsInBand } from './layerRects';

describe('layerTops', () => {
  it.each([
    // column 0 never hit (from row 0), column 1 last hit in row 1 (from row 2), column 2 hit in the last row
    ['each run from its first row, none where the last row is a hit', [0, 2, 4], 4, 25, [0, 50, -1]],
    ['none for a run that starts below the rows shown', [5, 9, 3], 4, 25, [-1, -1, 75]],
    ['a fractional pitch (phones)', [1, 2, 0], 3, 24.5, [24.5, 49, 0]],
  ])('%s', (_, starts, rows, pitch, tops) => expect(Array.from(layerTops(starts, rows, pitch))).toEqual(tops));
});

describe('rectsInBand', () => {
  it('moves rectangles into a band and drops those outside it', () => {
    const rects = Float32Array.from([0, 0, 22, 100, 23, 50, 22, 50, 46, 1200, 22, 40]);
    expect(Array.from(rectsInBand(rects, { top: 40, height: 1000 }))).toEqual([0, -40, 22, 100, 23, 10, 22, 50]);
    expect(Array.from(rectsInBand(rects, { top: 1040, height: 500 }))).toEqual([46, 160, 22, 40]);
  });
});
