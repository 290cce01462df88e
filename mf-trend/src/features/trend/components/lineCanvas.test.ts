import { theme } from '@cp/shared/ui';
import { el, place } from '../../../testing/dom';
import { testBlock, testKeys } from '../../../testing/modelParts';
import { ERASER_RADIUS, textWidth, type GridGeometry } from '../model';
import { ballRadiusOf, BALL_COLOURS, CANVAS_MAX_PIXELS, densityFor, lineGaps, measureGrid } from './lineCanvas';

describe('measureGrid', () => {
  /**
   * A table at (5, 10), 400 × 300, of a header whose second row has key cells at 100, 124, 150
   * (widths 24, 26, 22), and a body of two chunks: the first at 60 holds rows at 0, 25, 50 (a pitch
   * of 25), the second two more rows.
   */
  function table(rowsInFirstChunk = 3) {
    const t = place(el('div', 'tt'), { offsetLeft: 5, offsetTop: 10, offsetWidth: 400, offsetHeight: 300 });
    const th = el('div', 'th', t);
    el('div', 'r', th);
    const keys = el('div', 'r', th);
    el('span', 'pd', keys);
    [
      [100, 24],
      [124, 26],
      [150, 22],
    ].forEach(
      ([left, width]) => (place(el('span', 'k', keys), { offsetLeft: left, offsetWidth: width }).dataset.key = 'x'),
    );
    const tb = el('div', 'tb', t);
    const first = place(el('div', 'ck', tb), { offsetTop: 60 });
    for (let i = 0; i < rowsInFirstChunk; i++) place(el('div', 'r', first), { offsetTop: 25 * i, offsetHeight: 25 });
    const second = el('div', 'ck', tb);
    for (let i = 0; i < 2; i++) el('div', 'r', second);
    return t;
  }

  it('reads the key columns, the first row, and the pitch, in one pass', () => {
    const g = measureGrid(table())!;
    expect(Array.from(g.colLeft)).toEqual([100, 124, 150]);
    expect(Array.from(g.colWidth)).toEqual([24, 26, 22]);
    expect(g.bodyTop).toBe(60);
    expect(g.pitch).toBe(25);
    expect(g.width).toBe(405);
    expect(g.ballRadius).toBe(ballRadiusOf(25));
  });

  it('takes the row height as the pitch when the first chunk has one row', () => {
    expect(measureGrid(table(1))!.pitch).toBe(25);
  });

  it('finds nothing to measure without body rows', () => {
    const t = el('div', 'tt');
    el('div', 'tb', t);
    expect(measureGrid(t)).toBeNull();
  });
});

describe('ballRadiusOf', () => {
  it.each([
    [25, 9], // a desktop row: 24 px plus its border, an 18-px ball
    [13, 4.5],
    [25.96, 9.36], // rem rows on a phone: fractional
  ])('a pitch of %p gives a radius of %p', (pitch, radius) => {
    expect(ballRadiusOf(pitch)).toBeCloseTo(radius, 10);
  });
});

describe('BALL_COLOURS', () => {
  it("are the theme's red, blue and orange, in the order of the ball tones", () => {
    expect(BALL_COLOURS).toEqual([theme.color.red, theme.color.blue, theme.color.orange]);
  });
});

describe('lineGaps', () => {
  const geometry = (ballRadius: number): GridGeometry => ({
    colLeft: new Float64Array(4),
    colWidth: new Float64Array(4),
    bodyTop: 0,
    pitch: 25,
    width: 0,
    ballRadius,
  });
  // Columns 0–1: numbers on balls; 2–3: labels on chips ('大' 12 px wide, '豹子' 24 px).
  const blocks = [
    testBlock({ keys: testKeys(2), start: 0 }),
    testBlock({
      id: 'daxiao',
      drawType: 'text',
      start: 2,
      keys: [
        { key: 'da', label: '大' },
        { key: 'bz', label: '豹子' },
      ],
    }),
  ];

  it('stops the line a pixel past a ball, at most the eraser radius', () => {
    const gap = lineGaps(geometry(9), blocks);
    expect(gap(0, 1, 0)).toBe(10);
    expect(gap(1, 0.6, 0.8)).toBe(10);
    expect(lineGaps(geometry(20), blocks)(0, 0, 1)).toBe(ERASER_RADIUS);
  });

  it('stops it at the edge of a chip as wide as its label: half its width across, the ball gap along', () => {
    const gap = lineGaps(geometry(9), blocks);
    const half = (label: string) => Math.max(18, textWidth(label) + 4) / 2 + 1;
    expect(gap(2, 1, 0)).toBe(half('大')); // an 18-px chip
    expect(gap(3, -1, 0)).toBe(half('豹子')); // 28 px: wider than a ball
    expect(gap(3, 0, 1)).toBe(10);
    expect(gap(3, Math.SQRT1_2, Math.SQRT1_2)).toBeCloseTo(Math.min(15 / Math.SQRT1_2, 10 / Math.SQRT1_2), 10);
  });

  it('scales the chips with the measured ball (rem rows on phones)', () => {
    const gap = lineGaps(geometry(18), blocks);
    expect(gap(3, 1, 0)).toBe((28 / 2) * 2 + 1);
  });
});

describe('densityFor', () => {
  it('keeps the bitmap of a large canvas within the pixel budget', () => {
    for (const [w, h] of [
      [2301, 500],
      [4000, 1000],
      [6000, 3000],
    ]) {
      const d = densityFor(w, h, 3);
      expect(w * h * d * d).toBeLessThanOrEqual(CANVAS_MAX_PIXELS * (1 + 1e-9));
    }
  });

  it.each([
    ['a small canvas keeps the device ratio', 800, 500, 2, 2],
    ['the ratio is at most 3', 800, 500, 4, 3],
    ['and at least 0.5', 100_000, 100_000, 2, 0.5],
    [
      'a large canvas is lowered to stay under the pixel budget',
      4000,
      1000,
      2,
      Math.sqrt(CANVAS_MAX_PIXELS / 4_000_000),
    ],
    ['an empty canvas is sized as one pixel', 0, 0, 1, 1],
  ])('%s', (_label, width, height, dpr, density) => {
    expect(densityFor(width, height, dpr)).toBeCloseTo(density, 10);
  });
});
