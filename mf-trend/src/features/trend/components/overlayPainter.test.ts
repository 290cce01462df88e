import { computeTrend, trendTypesFor } from '@cp/shared/domain';
import { seededHistory } from '../../../testing/histories';
import { ballDots, gridCells, layerStarts, lineBlocks, lineSegments, readTable, type GridGeometry } from '../model';
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
  footer: 126,
  width: 300 + 23 * table.columnCount,
  ballRadius: 9,
};

function state(rows = table.rows, count = rows.length, showLayer = true): OverlayState {
  return {
    geometry,
    blocks: table.blocks,
    lines: lineBlocks(table.blocks, rows),
    regular: Number.MAX_SAFE_INTEGER,
    rows,
    count,
    starts: layerStarts(rows, table.columnCount),
    showLayer,
  };
}

function setup() {
  const lines = document.createElement('div');
  const under = document.createElement('div');
  lines.dataset.canvas = 'trend-line-canvas';
  return { lines, under, painter: new OverlayPainter(lines, under) };
}

describe('OverlayPainter', () => {
  it('draws every row on canvases of at most 1000 px, one per band of each overlay', () => {
    const { lines, under, painter } = setup();
    painter.paint(state());
    // 90 rows × 25 px = 2250 px: three bands
    expect(lines.children).toHaveLength(3);
    expect(under.children).toHaveLength(3);
    for (const c of Array.from(lines.children) as HTMLCanvasElement[]) {
      expect(Number(c.style.height.replace('px', ''))).toBeLessThanOrEqual(1000);
      expect(c.dataset.testid).toBe('trend-line-canvas');
    }
    const strokes = Array.from(lines.children).flatMap((c) => calls(c).filter((x) => x.startsWith('M')));
    const segments = lineSegments(
      state().lines,
      table.rows,
      gridCells(geometry, 90),
      lineGaps(geometry, state().lines),
    );
    // every segment at least once (a segment across a band boundary is drawn in both)
    expect(strokes.length).toBeGreaterThanOrEqual(segments.length / 4);
  });

  it('for a live row draws only its segments and layer cells, on the bands it reaches', () => {
    const { lines, under, painter } = setup();
    painter.paint(state());
    drawn.clear();
    painter.paint(state(rows91));
    const [first, second, last] = Array.from(lines.children);
    expect(calls(first)).toEqual([]);
    expect(calls(last)).not.toContain('clear');
    const next = state(rows91);
    const added = lineSegments(next.lines, rows91, gridCells(geometry, 91), lineGaps(geometry, next.lines), 90);
    const moves = [second, last].flatMap((c) => calls(c).filter((x) => x.startsWith('M')));
    // each new segment once, or twice when it crosses from the second band into the last
    expect(moves.length).toBeGreaterThanOrEqual(added.length / 4);
    expect(moves.length).toBeLessThanOrEqual(added.length / 2);
    // beneath: the first band is not touched at all, the last one is drawn on
    expect(calls(under.children[0])).toEqual([]);
    expect(calls(under.lastElementChild!).length).toBeGreaterThan(0);
  });

  it('paints a ball beneath every hit, and for a live row only the balls of that row', () => {
    const { under, painter } = setup();
    const arcs = () => Array.from(under.children).flatMap((c) => calls(c).filter((x) => x.startsWith('A')));
    painter.paint(state());
    const all = ballDots(table.blocks, table.rows, gridCells(geometry, 90), Number.MAX_SAFE_INTEGER);
    // pk10 基本: one hit per position and row; a ball near a band's edge is drawn on both sides
    expect(all.length / 3).toBe(90 * 10);
    expect(arcs().length).toBeGreaterThanOrEqual(90 * 10);
    expect(arcs().length).toBeLessThan(90 * 10 + 20);
    drawn.clear();
    painter.paint(state(rows91));
    const added = ballDots(table.blocks, rows91, gridCells(geometry, 91), Number.MAX_SAFE_INTEGER, 90);
    expect(arcs()).toHaveLength(added.length / 3);
    expect(arcs()).toHaveLength(10);
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

  it('redraws only the layer canvases when 遗漏分层 is switched', () => {
    const { lines, under, painter } = setup();
    painter.paint(state(table.rows, 90, false));
    drawn.clear();
    painter.paint(state(table.rows, 90, true));
    expect(Array.from(lines.children).flatMap(calls)).toEqual([]);
    for (const c of Array.from(under.children)) expect(calls(c)[0]).toBe('clear');
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
