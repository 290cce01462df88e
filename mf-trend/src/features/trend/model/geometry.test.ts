import { gridCells, stripeRects, type GridGeometry } from './geometry';

// three key columns 22 px wide with a 1 px border, rows 25 px apart below a 50 px header
const g: GridGeometry = {
  colLeft: Float64Array.from([200, 223, 246]),
  colWidth: Float64Array.from([22, 22, 22]),
  bodyTop: 50,
  pitch: 25,
  width: 269,
  ballRadius: 9,
};

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
});
