import type { TrendKey } from '@cp/shared/domain';
import { hitColumns, lineBlocks, lineSegments, rectGap, trimSegment } from './lines';
import type { Block, TableRow } from './types';

const keys = (n: number): TrendKey[] => Array.from({ length: n }, (_, i) => ({ key: `num${i}`, label: String(i) }));
const block = (start: number, over: Partial<Block> = {}): Block => ({
  id: `basic:hm${start}`,
  type: 'basic',
  position: `hm${start}`,
  label: '',
  keys: keys(3),
  start,
  drawType: 'ball',
  colour: 'red',
  counted: false,
  ...over,
});
const row = (values: number[]): TableRow => ({ period: '', drawTime: '', balls: [], values: Int32Array.from(values) });

// two blocks of three columns; block 0 hits columns 1, 0, -, 2; block 3 hits 3, 4, 5, 5
const rows = [row([1, 0, 2, 0, 1, 1]), row([0, 1, 3, 1, 0, 2]), row([1, 2, 4, 2, 1, 0]), row([2, 3, 0, 3, 2, 0])];
const geometry = { colX: [10, 30, 50, 70, 90, 110], rowY: [12, 36, 60, 84] };

describe('line geometry', () => {
  it('finds the hit column of every row, -1 where a row hits none', () => {
    expect(Array.from(hitColumns(block(0), rows))).toEqual([1, 0, -1, 2]);
    expect(Array.from(hitColumns(block(3), rows, 2))).toEqual([3, 4]);
  });

  it('draws lines only through blocks with at most one hit a row', () => {
    const multi = [row([0, 0, 1, 0, 1, 1])];
    expect(lineBlocks([block(0), block(3)], multi).map((b) => b.start)).toEqual([3]);
    expect(lineBlocks([block(0, { counted: true })], rows)).toEqual([]);
  });

  it('joins consecutive hits, skipping rows without one', () => {
    expect(Array.from(lineSegments([block(0)], rows, geometry, 0))).toEqual([30, 12, 10, 36, 10, 36, 50, 84]);
  });

  it('leaves the gap of the column at each end', () => {
    const gaps = [4, 10, 6, 0, 0, 0];
    const segs = Array.from(lineSegments([block(0)], rows.slice(0, 2), geometry, gaps));
    // from column 1 (gap 10) at (30, 12) to column 0 (gap 4) at (10, 36): length √(20² + 24²)
    const len = Math.hypot(20, 24);
    expect(segs.map((v) => Math.round(v * 100) / 100)).toEqual(
      [30 - (20 * 10) / len, 12 + (24 * 10) / len, 10 + (20 * 4) / len, 36 - (24 * 4) / len].map(
        (v) => Math.round(v * 100) / 100,
      ),
    );
  });

  it('stops at the rows that are rendered', () => {
    expect(Array.from(lineSegments([block(3)], rows, { colX: geometry.colX, rowY: [12, 36] }, 0))).toEqual([
      70, 12, 90, 36,
    ]);
  });

  it.each([
    [[0, 0, 0, 40], 10, [0, 10, 0, 30]],
    [[0, 0, 30, 40], 5, [3, 4, 27, 36]],
    [[0, 0, 0, 20], 10, null],
    [[0, 0, 0, 24], 0, [0, 0, 0, 24]],
  ])('trims %j by %i px at each end', (seg, gap, expected) => {
    const out = trimSegment(seg[0], seg[1], seg[2], seg[3], gap);
    if (expected === null) expect(out).toBeNull();
    else expect(out!.map((v) => Math.round(v * 1000) / 1000)).toEqual(expected);
  });
});

describe('trimSegment with two gaps', () => {
  it('cuts each end by its own gap', () => {
    expect(trimSegment(0, 0, 0, 40, 5, 15)).toEqual([0, 5, 0, 25]);
    expect(trimSegment(0, 0, 0, 20, 5, 15)).toBeNull();
  });
});

describe('rectGap', () => {
  it.each([
    [20, 9, 1, 0, 20],
    [20, 9, 0, 1, 9],
    [20, 9, Math.SQRT1_2, Math.SQRT1_2, 9 / Math.SQRT1_2],
    [20, 9, 0.99, 0.141, 20 / 0.99],
  ])('a %i×%i half chip along (%f, %f) ends %f px from its centre', (hw, hh, ux, uy, gap) => {
    expect(rectGap(hw, hh, ux, uy)).toBeCloseTo(gap, 6);
  });

  it('trims each end by the gap its function gives for the direction', () => {
    const segs = lineSegments([block(0)], rows.slice(0, 2), geometry, (col, ux, uy) =>
      rectGap(col === 1 ? 10 : 4, 4, ux, uy),
    );
    expect(segs).toHaveLength(4);
    // from (30, 12) down-left to (10, 36): |ux| = 20/len, |uy| = 24/len; the y-limit decides both ends
    expect(segs[1]).toBeCloseTo(12 + 4, 4);
    expect(segs[3]).toBeCloseTo(36 - 4, 4);
  });
});

describe('lineSegments from a row', () => {
  const many = [...rows, row([0, 1, 2, 1, 0, 3]), row([1, 2, 0, 0, 1, 4]), row([2, 0, 1, 1, 2, 0])];
  const geo = { colX: geometry.colX, rowY: many.map((_, i) => 12 + 24 * i) };
  const blocks = [block(0), block(3)];

  it.each([1, 3, 4, 6])('draws from row %i exactly the segments the whole line has below the rows before', (from) => {
    const all = Array.from(lineSegments(blocks, many, geo, 2));
    const head = Array.from(
      lineSegments(blocks, many.slice(0, from), { colX: geo.colX, rowY: geo.rowY.slice(0, from) }, 2),
    );
    const tail = Array.from(lineSegments(blocks, many, geo, 2, from));
    // per block, the head's segments then the tail's: together the whole line, nothing twice
    const perBlock = (segs: number[], b: number) => {
      const out: number[][] = [];
      for (let i = 0; i < segs.length; i += 4) {
        const seg = segs.slice(i, i + 4);
        if (seg[0] >= 70 === (b === 1)) out.push(seg);
      }
      return out;
    };
    for (const b of [0, 1]) expect([...perBlock(head, b), ...perBlock(tail, b)]).toEqual(perBlock(all, b));
  });

  it('joins the first appended hit to the last hit above it, skipping rows without one', () => {
    // block 0: row 2 hits nothing, so a line from row 3 starts at row 1's hit
    expect(Array.from(lineSegments([block(0)], rows, geometry, 0, 2))).toEqual([10, 36, 50, 84]);
  });
});
