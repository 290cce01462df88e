import { drawCount, formatCell, formatRow, layerMask, layerStarts, nextLayerStarts } from './cells';
import { EMPTY } from './constants';
import { testBlock, testKeys, testRow } from '../../../testing/modelParts';

const keys = testKeys;
const block = testBlock;
const row = testRow;

describe('formatCell', () => {
  it.each([
    [
      'hit in a red block',
      0,
      block(),
      false,
      1,
      { label: '7', isDraw: true, isRed: true, isBlue: false, isOrange: false, isMissingLayer: false, drawMap: 1 },
    ],
    [
      'hit in a blue block',
      0,
      block({ colour: 'blue' }),
      false,
      1,
      { isDraw: true, isRed: false, isBlue: true, isOrange: false },
    ],
    [
      'number drawn twice',
      0,
      block(),
      false,
      2,
      { isDraw: true, isOrange: true, isRed: false, isBlue: false, drawMap: 2 },
    ],
    [
      'miss inside the layer',
      5,
      block(),
      true,
      1,
      { label: '5', isDraw: false, isMissingLayer: true, isRed: false, drawMap: 0 },
    ],
    ['miss before the layer', 5, block(), false, 1, { label: '5', isDraw: false, isMissingLayer: false }],
    [
      'value the response lacked',
      EMPTY,
      block(),
      true,
      1,
      { label: '', isDraw: false, isMissingLayer: false, drawMap: 0 },
    ],
    [
      'attribute hit on a chip',
      0,
      block({ drawType: 'text' }),
      false,
      1,
      { label: '7', drawType: 'text', isDraw: true },
    ],
  ])('%s', (_name, value, b, inLayer, map, expected) => {
    expect(formatCell(value, '7', b, inLayer, map)).toMatchObject(expected);
  });
});

describe('layerStarts / layerMask', () => {
  // columns: 0 hits in rows 0 and 2; 1 never hits; 2 hits in the last row
  const rows = [row([0, 3, 1]), row([1, 4, 2]), row([0, 5, 3]), row([1, 6, 0])];

  it('starts each column after its last hit (0 when it never hit, past the end when the last row hit)', () => {
    expect(Array.from(layerStarts(rows, 3))).toEqual([3, 0, 4]);
  });

  it.each([
    [0, '010'],
    [2, '010'],
    [3, '110'],
  ])('row %i is in the layer of the columns marked 1: %s', (index, mask) => {
    expect(layerMask(index, layerStarts(rows, 3))).toBe(mask);
  });

  it('ends a layer once the key is drawn: a later hit moves the start below it', () => {
    const more = [...rows, row([2, 0, 1])];
    expect(layerMask(3, layerStarts(more, 3))).toBe('100');
  });
});

describe('nextLayerStarts', () => {
  const rows = [row([0, 3, 1]), row([1, 4, 2]), row([0, 5, 3]), row([1, 6, 0])];
  const first = nextLayerStarts(null, rows, 3);
  const appended = [...rows, row([2, 0, 1]), row([0, 1, 2])];

  it.each([
    ['nothing before: all rows read', null, rows, [3, 0, 4]],
    ['rows appended: the new ones read from the kept starts', first, appended, [6, 5, 4]],
    ['the same rows', first, rows, [3, 0, 4]],
    ['rows left the top: all read anew', first, appended.slice(2), [4, 3, 2]],
    ['another table of the same length', first, [row([1, 1, 1]), ...rows.slice(1)], [3, 0, 4]],
    ['another column count', { rows, starts: new Int32Array(2) }, appended, [6, 5, 4]],
  ])('%s', (_label, prev, next, want) => {
    const got = nextLayerStarts(prev, next, 3);
    expect(Array.from(got.starts)).toEqual(want);
    expect(Array.from(got.starts)).toEqual(Array.from(layerStarts(next, 3)));
    expect(got.rows).toBe(next);
  });

  it('leaves the kept starts as they were', () => {
    nextLayerStarts(first, appended, 3);
    expect(Array.from(first.starts)).toEqual([3, 0, 4]);
  });
});

describe('drawCount and formatRow', () => {
  it.each([
    [[1, 1, 2, 3, 4], 'num1', 5, 2],
    [[1, 1, 2, 3, 4], 'num3', 5, 1],
    [[1, 2, 3, 4, 5, 6, 1], 'num1', 6, 1],
    [[9, 9, 9], 'num9', 3, 3],
  ])('%j holds %s %i times among the first %i balls', (balls, key, regular, n) => {
    expect(drawCount(balls, key, regular)).toBe(n);
  });

  it('formats a distribution row: repeats turn orange, layers follow the mask', () => {
    const b = block({ type: 'distribution', position: 'all', counted: true, keys: keys(3) });
    const cells = formatRow(row([0, 0, 4], [1, 1, 0]), [b], '001', 3);
    expect(cells.map((c) => [c.label, c.isDraw, c.drawMap, c.isOrange, c.isMissingLayer])).toEqual([
      ['0', true, 1, false, false],
      ['1', true, 2, true, false],
      ['4', false, 0, false, true],
    ]);
  });
});
