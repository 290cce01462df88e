import { layerRects, rectsInBand } from './layerRects';

const edges = { colLeft: [0, 23, 46], colWidth: [22, 22, 22], rowTop: [0, 25, 50, 75], bottom: 100 };

describe('layerRects', () => {
  it('shades each column from the first row of its trailing misses to the last rendered row', () => {
    // column 0 never hit (from row 0), column 1 last hit in row 1 (from row 2), column 2 hit in the last row
    expect(Array.from(layerRects([0, 2, 4], edges))).toEqual([0, 0, 22, 100, 23, 50, 22, 50]);
  });

  it('draws nothing for a run that starts below the rendered rows', () => {
    expect(Array.from(layerRects([5, 9, 4], edges))).toEqual([]);
  });

  it('moves rectangles into a band and drops those outside it', () => {
    const rects = Float32Array.from([0, 0, 22, 100, 23, 50, 22, 50, 46, 1200, 22, 40]);
    expect(Array.from(rectsInBand(rects, { top: 40, height: 1000 }))).toEqual([0, -40, 22, 100, 23, 10, 22, 50]);
    expect(Array.from(rectsInBand(rects, { top: 1040, height: 500 }))).toEqual([46, 160, 22, 40]);
  });
});
