import { gridCells, intersectRect, layerDelta, stripeRects, type GridGeometry } from './geometry';
import { layerRects } from './layerRects';

// three key columns 22 px wide with a 1 px border, rows 25 px apart below a 50 px header
const g: GridGeometry = {
  colLeft: Float64Array.from([200, 223, 246]),
  colWidth: Float64Array.from([22, 22, 22]),
  bodyTop: 50,
  pitch: 25,
  footer: 126,
  width: 269,
  ballRadius: 9,
};

/** Paints rectangles [x, y, w, h, …] onto a set of covered pixels (1 px grid), clearing `erase` first. */
function cover(base: Set<string>, erase: ArrayLike<number>, fill: ArrayLike<number>): Set<string> {
  const out = new Set(base);
  const each = (rects: ArrayLike<number>, fn: (k: string) => void) => {
    for (let r = 0; r + 3 < rects.length; r += 4)
      for (let x = rects[r]; x < rects[r] + rects[r + 2]; x++)
        for (let y = rects[r + 1]; y < rects[r + 1] + rects[r + 3]; y++) fn(`${x},${y}`);
  };
  each(erase, (k) => out.delete(k));
  each(fill, (k) => out.add(k));
  return out;
}

describe('grid geometry', () => {
  it('places every row from the first row and the pitch, centres half a pitch below the tops', () => {
    const cells = gridCells(g, 3);
    expect(Array.from(cells.rowTop)).toEqual([50, 75, 100]);
    expect(Array.from(cells.rowY)).toEqual([62.5, 87.5, 112.5]);
    expect(cells.bottom).toBe(125);
    expect(Array.from(cells.colX)).toEqual([211, 234, 257]);
  });

  it('stripes every other row, also from a row appended later', () => {
    expect(Array.from(stripeRects(g, 4))).toEqual([0, 75, 269, 25, 0, 125, 269, 25]);
    expect(Array.from(stripeRects(g, 6, 4))).toEqual([0, 175, 269, 25]);
    expect(Array.from(stripeRects(g, 6, 3))).toEqual([0, 125, 269, 25, 0, 175, 269, 25]);
  });

  it('intersects two rectangles, or gives null when they do not overlap', () => {
    expect(intersectRect([0, 0, 10, 10], 0, [5, 5, 10, 10], 0)).toEqual([5, 5, 5, 5]);
    expect(intersectRect([0, 0, 10, 10], 0, [10, 0, 5, 5], 0)).toBeNull();
  });
});

describe('layerDelta', () => {
  it('grows unchanged runs by the appended rows only', () => {
    const d = layerDelta(g, { starts: [0, 1, 3], rows: 3 }, { starts: [0, 1, 3], rows: 4 });
    expect(Array.from(d.erase)).toEqual([]);
    // columns 0 and 1 grow by row 3; column 2's run starts in the new row
    expect(Array.from(d.fill)).toEqual([200, 125, 22, 25, 223, 125, 22, 25, 246, 125, 22, 25]);
  });

  it('erases a run that a new hit ended and fills the one that follows it', () => {
    // column 1 was hit in the appended row 3: its run (rows 1–2) ends, a new one starts below the rows
    const d = layerDelta(g, { starts: [0, 1, 3], rows: 3 }, { starts: [0, 4, 3], rows: 4 });
    expect(Array.from(d.erase)).toEqual([223, 75, 22, 50]);
    expect(Array.from(d.fill)).toEqual([200, 125, 22, 25, 246, 125, 22, 25]);
  });

  it.each([
    ['a live row', { starts: [0, 1, 3], rows: 3 }, { starts: [0, 4, 3], rows: 4 }],
    ['a chunk', { starts: [5, 1, 0], rows: 3 }, { starts: [5, 1, 0], rows: 6 }],
    ['a hit in rows not shown', { starts: [0, 1, 2], rows: 3 }, { starts: [4, 1, 2], rows: 3 }],
  ])('turns the layer drawn before into the layer of the new rows (%s)', (_, before, after) => {
    const drawn = cover(new Set(), [], layerRects(before.starts, gridCells(g, before.rows)));
    const d = layerDelta(g, before, after);
    const expected = cover(new Set(), [], layerRects(after.starts, gridCells(g, after.rows)));
    expect([...cover(drawn, d.erase, d.fill)].sort()).toEqual([...expected].sort());
  });
});
