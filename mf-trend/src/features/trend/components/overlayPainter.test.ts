import { computeTrend, trendTypesFor } from '@cp/shared/domain';
import { seededHistory } from '../../../testing/histories';
import {
  ballDots,
  CANVAS_BAND_HEIGHT,
  CANVAS_TILE_WIDTH,
  gridCells,
  layerStarts,
  layerTops,
  lineBlocks,
  lineSegments,
  readTable,
  splitTiles,
  type GridGeometry,
} from '../model';
import { lineGaps } from './lineCanvas';
import { OverlayPainter, type OverlayState } from './overlayPainter';

/** What was drawn on each canvas since the last `reset()`: the calls that change pixels. */
const drawn = new Map<HTMLCanvasElement, string[]>();
const calls = (canvas: Element) => drawn.get(canvas as HTMLCanvasElement) ?? [];

beforeAll(() => {
  HTMLCanvasElement.prototype.getContext = function getContext(this: HTMLCanvasElement) {
    const log = (entry: string) => drawn.set(this, [...calls(this), entry]);
    const noop = () => undefined;
    return {
      setTransform: noop,
      translate: noop,
      save: noop,
      restore: noop,
      beginPath: noop,
      rect: noop,
      clip: noop,
      moveTo: (x: number, y: number) => log(`M${x.toFixed(1)},${y.toFixed(1)}`),
      lineTo: (x: number, y: number) => log(`L${x.toFixed(1)},${y.toFixed(1)}`),
      stroke: () => log('stroke'),
      clearRect: () => log('clear'),
      fillRect: () => log('fill'),
      arc: (x: number, y: number) => log(`A${x.toFixed(1)},${y.toFixed(1)}`),
      fill: () => log('disc'),
    } as unknown as CanvasRenderingContext2D;
  } as never;
});
beforeEach(() => drawn.clear());

const spec = trendTypesFor('pk10').find((s) => s.type === 'basic')!;
const history = seededHistory('pk10', 200, 3);
const table = readTable(spec, computeTrend('pk10', 'basic', history.slice(0, -1), 90));
const grown = readTable(spec, computeTrend('pk10', 'basic', history, 91));
// the 91-row table keeps the same row objects for the 90 rows it shares (as a live draw does)
const rows91 = [...table.rows, grown.rows[90]];
const geometry: GridGeometry = {
  colLeft: Float64Array.from({ length: table.columnCount }, (_, c) => 300 + 23 * c),
  colWidth: new Float64Array(table.columnCount).fill(22),
  bodyTop: 50,
  pitch: 25,
  width: 300 + 23 * table.columnCount,
  ballRadius: 9,
};

/** Tiles across the key columns (300 px to the right edge): canvas b × TILES + t is band b's tile t. */
const TILES = splitTiles(300, geometry.width, CANVAS_TILE_WIDTH).length;
/** The canvases of band `b`. */
const bandOf = (overlay: Element, b: number) => Array.from(overlay.children).slice(b * TILES, (b + 1) * TILES);

function state(rows = table.rows, count = rows.length): OverlayState {
  return {
    geometry,
    blocks: table.blocks,
    lines: lineBlocks(table.blocks, rows),
    regular: Number.MAX_SAFE_INTEGER,
    rows,
    count,
    starts: layerStarts(rows, table.columnCount),
  };
}

function setup() {
  const lines = document.createElement('div');
  const under = document.createElement('div');
  const tint = document.createElement('div');
  lines.dataset.canvas = 'trend-line-canvas';
  return { lines, under, tint, painter: new OverlayPainter(lines, under, tint) };
}

describe('OverlayPainter', () => {
  it('draws every row on canvases of at most 1000 px (bands of 500) × 1024 px (tiles), one per band and tile of each overlay', () => {
    const { lines, under, painter } = setup();
    painter.paint(state());
    // 90 rows × 25 px = 2250 px: five bands; 100 columns × 23 px = 2300 px: three tiles
    expect(CANVAS_BAND_HEIGHT).toBe(500);
    expect(TILES).toBe(3);
    expect(lines.children).toHaveLength(5 * TILES);
    expect(under.children).toHaveLength(5 * TILES);
    for (const [i, c] of (Array.from(lines.children) as HTMLCanvasElement[]).entries()) {
      expect(Number(c.style.height.replace('px', ''))).toBeLessThanOrEqual(CANVAS_BAND_HEIGHT);
      expect(Number(c.style.width.replace('px', ''))).toBeLessThanOrEqual(CANVAS_TILE_WIDTH);
      // side by side across, band under band: together the key columns of every row
      const t = i % TILES;
      expect(c.style.left).toBe(`${300 + t * CANVAS_TILE_WIDTH}px`);
      expect(c.style.top).toBe(`${50 + Math.floor(i / TILES) * CANVAS_BAND_HEIGHT}px`);
      expect(c.dataset.testid).toBe('trend-line-canvas');
    }
    const strokes = Array.from(lines.children).flatMap((c) => calls(c).filter((x) => x.startsWith('M')));
    const segments = lineSegments(
      state().lines,
      table.rows,
      gridCells(geometry, 90),
      lineGaps(geometry, state().lines),
    );
    // every segment at least once (a segment across a band or tile boundary is drawn in both),
    // and no tile draws what lies beside it
    expect(strokes.length).toBeGreaterThanOrEqual(segments.length / 4);
    expect(strokes.length).toBeLessThan((segments.length / 4) * 1.3);
  });

  it('for a live row draws only its segments, stripe and balls, on the bands it reaches', () => {
    const { lines, under, painter } = setup();
    painter.paint(state());
    drawn.clear();
    painter.paint(state(rows91));
    // the row (2300–2325 px) and its segments (from the row above) lie in the fifth band
    expect(lines.children).toHaveLength(5 * TILES);
    for (const c of Array.from(lines.children).slice(0, 4 * TILES)) expect(calls(c)).toEqual([]);
    const last = bandOf(lines, 4);
    for (const c of last) expect(calls(c)).not.toContain('clear');
    const next = state(rows91);
    const added = lineSegments(next.lines, rows91, gridCells(geometry, 91), lineGaps(geometry, next.lines), 90);
    const moves = last.flatMap((c) => calls(c).filter((x) => x.startsWith('M')));
    // each new segment on the tiles it reaches (one, or two across a tile's edge)
    expect(moves.length).toBeGreaterThanOrEqual(added.length / 4);
    expect(moves.length).toBeLessThanOrEqual(added.length / 2);
    // beneath: no band above the new row is touched, its own is drawn on
    for (const c of Array.from(under.children).slice(0, 4 * TILES)) expect(calls(c)).toEqual([]);
    expect(bandOf(under, 4).flatMap(calls).length).toBeGreaterThan(0);
  });

  it('paints a ball beneath every hit, and for a live row only the balls of that row', () => {
    const { under, painter } = setup();
    const arcs = () => Array.from(under.children).flatMap((c) => calls(c).filter((x) => x.startsWith('A')));
    painter.paint(state());
    const all = ballDots(table.blocks, table.rows, gridCells(geometry, 90), Number.MAX_SAFE_INTEGER);
    // pk10 基本: one hit per position and row; a ball near a band's or tile's edge is drawn on both sides
    expect(all.length / 3).toBe(90 * 10);
    expect(arcs().length).toBeGreaterThanOrEqual(90 * 10);
    expect(arcs().length).toBeLessThan(90 * 10 + 60);
    drawn.clear();
    painter.paint(state(rows91));
    const added = ballDots(table.blocks, rows91, gridCells(geometry, 91), Number.MAX_SAFE_INTEGER, 90);
    expect(added.length / 3).toBe(10);
    expect(arcs().length).toBeGreaterThanOrEqual(10);
    expect(arcs().length).toBeLessThanOrEqual(12);
  });

  it('draws only the tiles near what the scroller shows; one coming near is drawn then', () => {
    let span = { left: 0, width: 400 };
    const lines = document.createElement('div');
    const under = document.createElement('div');
    const painter = new OverlayPainter(lines, under, document.createElement('div'), () => span);
    painter.paint(state());
    // tiles [300, 1324), [1324, 2348), [2348, 2600); near 0–400: within 400 px of it, the first
    const shown = (overlay: Element) => bandOf(overlay, 0).map((c) => (c as HTMLElement).style.display !== 'none');
    expect(shown(lines)).toEqual([true, false, false]);
    expect(shown(under)).toEqual([true, false, false]);
    expect(bandOf(lines, 0).map((c) => calls(c).length > 0)).toEqual([true, false, false]);
    span = { left: 1800, width: 400 };
    drawn.clear();
    painter.showNear();
    expect(shown(lines)).toEqual([false, true, true]);
    expect(bandOf(lines, 0).map((c) => calls(c).length > 0)).toEqual([false, true, true]);
    expect(bandOf(under, 4).map((c) => calls(c).length > 0)).toEqual([false, true, true]);
    // Nothing left undrawn: scrolling within what is drawn draws nothing.
    drawn.clear();
    span = { left: 1900, width: 400 };
    painter.showNear();
    expect(Array.from(lines.children).flatMap(calls)).toEqual([]);
  });

  it('a tile coming near is drawn alone: the near tiles drawn already are not drawn again', () => {
    let span = { left: 0, width: 400 };
    const lines = document.createElement('div');
    const under = document.createElement('div');
    const painter = new OverlayPainter(lines, under, document.createElement('div'), () => span);
    painter.paint(state());
    // tiles [300, 1324), [1324, 2348), [2348, 2600): the first drawn, the second far
    expect(bandOf(lines, 0).map((c) => calls(c).length > 0)).toEqual([true, false, false]);
    drawn.clear();
    // 700–1100 shown: the first tile stays near, the second comes near (within 400 px)
    span = { left: 700, width: 400 };
    painter.showNear();
    for (const overlay of [lines, under]) {
      expect(bandOf(overlay, 0).map((c) => calls(c).length > 0)).toEqual([false, true, false]);
      // drawn whole on a new bitmap: nothing to clear
      expect(bandOf(overlay, 0).flatMap(calls)).not.toContain('clear');
    }
    const strokes = bandOf(lines, 0)[1];
    expect(calls(strokes).filter((x) => x === 'stroke')).toHaveLength(1);
  });

  it('appends a chunk without redrawing the rows above it', () => {
    const { lines, painter } = setup();
    painter.paint(state(table.rows, 30));
    drawn.clear();
    painter.paint(state(table.rows, 60));
    const strokes = Array.from(lines.children).flatMap(calls);
    expect(strokes).not.toContain('clear');
    const added = lineSegments(
      state().lines,
      table.rows,
      gridCells(geometry, 60),
      lineGaps(geometry, state().lines),
      30,
    );
    expect(strokes.filter((x) => x.startsWith('M')).length).toBeGreaterThanOrEqual(added.length / 4);
  });

  it('shades each key’s trailing misses with a box from the run’s first row to the bottom (遗漏分层)', () => {
    const { tint, painter } = setup();
    painter.paint(state(table.rows, 60));
    expect([tint.style.top, tint.style.height]).toEqual(['50px', `${60 * 25}px`]);
    const starts = layerStarts(table.rows, table.columnCount);
    const boxes = Array.from(tint.children) as HTMLElement[];
    expect(boxes).toHaveLength(table.columnCount);
    boxes.forEach((box, c) => {
      expect(box.style.left).toBe(`${300 + 23 * c}px`);
      if (starts[c] < 60) expect([box.style.display, box.style.top]).toEqual(['', `${starts[c] * 25}px`]);
      else expect(box.style.display).toBe('none');
    });
    expect(boxes.some((b) => b.style.display === 'none')).toBe(true);
    expect(boxes.some((b) => b.style.display === '')).toBe(true);
  });

  it('for a live row grows the layer and touches only the boxes of runs that ended or began', () => {
    const { tint, painter } = setup();
    painter.paint(state());
    const watch = new MutationObserver(() => undefined);
    watch.observe(tint, { attributes: true, subtree: true });
    painter.paint(state(rows91));
    const touched = new Set(watch.takeRecords().map((r) => r.target));
    const before = layerTops(layerStarts(table.rows, table.columnCount), 90, 25);
    const after = layerTops(layerStarts(rows91, table.columnCount), 91, 25);
    const changed = Array.from(tint.children).filter((_, c) => before[c] !== after[c]);
    // pk10 基本, one hit per position and row: up to ten runs end in the new row and up to ten
    // begin in it (the keys hit in the row above; a key hit in both rows changes nothing)
    expect(changed.length).toBeGreaterThan(10);
    expect(changed.length).toBeLessThanOrEqual(20);
    expect(touched).toEqual(new Set([tint, ...changed]));
    expect(tint.style.height).toBe(`${91 * 25}px`);
    changed.forEach((box) => {
      const c = Array.from(tint.children).indexOf(box);
      expect((box as HTMLElement).style.display).toBe(after[c] < 0 ? 'none' : '');
      if (after[c] >= 0) expect((box as HTMLElement).style.top).toBe(`${after[c]}px`);
    });
  });

  it('redraws everything for other rows in the same places (another window)', () => {
    const { lines, painter } = setup();
    const other = readTable(spec, computeTrend('pk10', 'basic', history.slice(0, -20), 90));
    painter.paint(state());
    drawn.clear();
    painter.paint(state(other.rows));
    for (const c of Array.from(lines.children)) expect(calls(c)[0]).toBe('clear');
  });
});
