import { testBlock, testKeys } from '../../../testing/modelParts';
import { cellOf, columnSegments, leadWidth, segmentEdges, segmentsIn, windowCss } from './segments';
import { DRAW_PADDING } from './widths';
import type { Block } from './types';

/** Blocks of these key counts, laid out one after another. */
const blocksOf = (...sizes: number[]): Block[] => {
  let start = 0;
  return sizes.map((n, i) => {
    const b = testBlock({ id: `b${i}`, keys: testKeys(n), start });
    start += n;
    return b;
  });
};

const ranges = (sizes: number[], width = 22) => {
  const blocks = blocksOf(...sizes);
  const n = sizes.reduce((a, b) => a + b, 0);
  const s = columnSegments(blocks, new Array<number>(n).fill(width));
  return Array.from(s.from, (f, i) => [f, s.to[i]]);
};

describe('columnSegments', () => {
  it.each([
    [
      'one block per segment when blocks are ball-wide (PK10 基本: 10 × 22 px)',
      [10, 10, 10],
      [
        [0, 10],
        [10, 20],
        [20, 30],
      ],
    ],
    [
      'small blocks share one until it is 200 px wide (大小 / 单双 pairs)',
      [2, 2, 2, 2, 2, 2, 2, 2, 2, 2],
      [
        [0, 10],
        [10, 20],
      ],
    ],
    [
      'the rest after the last full segment stands alone',
      [2, 2, 2, 2, 2, 2],
      [
        [0, 10],
        [10, 12],
      ],
    ],
    [
      'a wide block is cut before passing 320 px (六合彩 49 numbers)',
      [49],
      [
        [0, 14],
        [14, 28],
        [28, 42],
        [42, 49],
      ],
    ],
    [
      'a cut inside a block, then the block end closes the segment',
      [16, 3],
      [
        [0, 14],
        [14, 19],
      ],
    ],
    ['no columns, no segments', [], []],
  ])('%s', (_, sizes, expected) => expect(ranges(sizes as number[])).toEqual(expected));

  it('knows each column’s segment and each segment’s width', () => {
    const blocks = blocksOf(3, 9);
    const widths = [30, 22, 22, 40, 22, 22, 22, 22, 22, 22, 22, 22];
    const s = columnSegments(blocks, widths);
    expect(Array.from(s.of)).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(Array.from(s.width)).toEqual([widths.reduce((a, b) => a + b, 0)]);
    const narrow = columnSegments(blocks, widths, 50, 100);
    expect(Array.from(narrow.from)).toEqual([0, 3, 6, 10]);
    expect(Array.from(narrow.width)).toEqual([74, 84, 88, 44]);
    expect(Array.from(narrow.of)).toEqual([0, 0, 0, 1, 1, 1, 2, 2, 2, 2, 3, 3]);
  });
});

describe('cellOf', () => {
  it('finds a column’s cell in its segment box, after the period and draw cells', () => {
    const s = columnSegments(blocksOf(4, 4), [60, 60, 60, 60, 60, 60, 60, 60], 100, 150);
    const row = document.createElement('div');
    row.innerHTML =
      '<span>p</span><span>d</span>' +
      Array.from(
        s.from,
        (f, i) => `<span>${Array.from({ length: s.to[i] - f }, (_, k) => `<i>${f + k}</i>`).join('')}</span>`,
      ).join('');
    for (let c = 0; c < 8; c++) expect(cellOf(row, s, c).textContent).toBe(String(c));
  });
});

describe('segment window', () => {
  const blocks = blocksOf(10, 10, 10);
  const keys = new Array<number>(30).fill(22);
  const segments = columnSegments(blocks, keys);
  const widths = { period: 80, draw: 200, keys, total: 0 };

  it('places the key columns after the table border, the period and the padded draw cell', () => {
    expect(leadWidth(widths, 1)).toBe(1 + 80 + 1 + 200 + 2 * DRAW_PADDING + 1);
    expect(leadWidth(widths, 2)).toBe(1 + 160 + 1 + 400 + 4 * DRAW_PADDING + 1);
  });

  it('gives each segment its edges: 22-px columns with a 1-px border each', () => {
    expect(Array.from(segmentEdges(segments, keys, 100, 1))).toEqual([100, 330, 330, 560, 560, 790]);
    expect(Array.from(segmentEdges(segments, keys, 0, 0.5))).toEqual([0, 120, 120, 240, 240, 360]);
  });

  const edges = segmentEdges(segments, keys, 100, 1);
  it.each([
    ['a view over the first segment only', 0, 200, [0, 1]],
    ['a view reaching one px into the second', 0, 331, [0, 2]],
    ['a view ending on an edge does not take the next segment', 0, 330, [0, 1]],
    ['a view scrolled past the first segment', 400, 600, [1, 3]],
    ['a view past the table', 900, 1200, [3, 3]],
    ['a view wider than the table', -500, 5000, [0, 3]],
  ])('%s', (_, left, right, expected) => expect(segmentsIn(edges, left, right)).toEqual(expected));

  it.each([
    ['every segment shown: no rule', 0, 3, 3, ''],
    [
      'the ones after the range skipped',
      0,
      2,
      3,
      '.tt[data-sw="7"] .r > .sg:nth-child(n+5) { content-visibility: hidden; }',
    ],
    [
      'the ones before and after skipped',
      1,
      2,
      3,
      '.tt[data-sw="7"] .r > .sg:nth-child(-n+3), .tt[data-sw="7"] .r > .sg:nth-child(n+5) { content-visibility: hidden; }',
    ],
  ])('%s', (_, first, end, count, css) => expect(windowCss('7', first, end, count)).toBe(css));

  it('skips exactly the boxes outside the range (nth-child counts the period and draw cells)', () => {
    const row = document.createElement('div');
    row.className = 'r';
    row.innerHTML = '<span class="pd"></span><span class="dr"></span>' + '<span class="sg"></span>'.repeat(5);
    const table = document.createElement('div');
    table.className = 'tt';
    table.dataset.sw = '7';
    table.append(row);
    document.body.append(table);
    const rule = windowCss('7', 1, 3, 5).replace(/ \{.*/, '');
    const skipped = Array.from(row.children, (el) => el.matches(rule));
    expect(skipped).toEqual([false, false, true, false, false, true, true]);
    table.remove();
  });
});
