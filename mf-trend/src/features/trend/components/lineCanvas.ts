import {
  ERASER_RADIUS,
  LINE_CANVAS_MAX_HEIGHT,
  LAYER_COLOR,
  LINE_COLOR,
  LINE_WIDTH,
  layerRects,
  lineSegments,
  rectsInBand,
  segmentsInBand,
  splitBands,
  textWidth,
  rectGap,
  type EndGap,
  type Band,
  type Block,
  type TableRow,
} from '../model';

/** What one measurement of the laid-out table gives the line overlay. */
export interface TableLayout {
  colX: Float64Array;
  rowY: Float64Array;
  colLeft: Float64Array;
  colWidth: Float64Array;
  rowTop: Float64Array;
  bottom: number;
  /** How far down the overlays may reach (the table's bottom edge). */
  limit: number;
  /** Top and height of the body rows, in table px. */
  top: number;
  height: number;
  width: number;
  left: number;
  tableTop: number;
  ballRadius: number;
}

/**
 * Reads, in one pass and without writing anything, where the key columns and the first
 * `rowCount` body rows are (centres of the second header row's key cells and of the rows), in
 * the coordinates of the frame that holds the table and the overlay.
 */
export function measureTable(table: HTMLElement, rowCount: number): TableLayout {
  const keys = table.querySelectorAll<HTMLElement>('.th > .r:nth-child(2) > [data-key]');
  const body = table.querySelector('.tb')?.children;
  const colX = new Float64Array(keys.length);
  const colLeft = new Float64Array(keys.length);
  const colWidth = new Float64Array(keys.length);
  for (let i = 0; i < colX.length; i++) {
    colLeft[i] = keys[i].offsetLeft;
    colWidth[i] = keys[i].offsetWidth;
    colX[i] = colLeft[i] + colWidth[i] / 2;
  }
  const n = Math.min(rowCount, body?.length ?? 0);
  const rowY = new Float64Array(n);
  const rowTop = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const r = body![i] as HTMLElement;
    rowTop[i] = r.offsetTop;
    rowY[i] = rowTop[i] + r.offsetHeight / 2;
  }
  const first = n ? (body![0] as HTMLElement) : null;
  const last = n ? (body![n - 1] as HTMLElement) : null;
  const ball = table.querySelector<HTMLElement>('.h > .b, .h > .c');
  const bottom = last ? last.offsetTop + last.offsetHeight : 0;
  return {
    colX,
    rowY,
    colLeft,
    colWidth,
    rowTop,
    bottom,
    limit: table.offsetTop + table.offsetHeight,
    top: first ? first.offsetTop : 0,
    height: first ? bottom - first.offsetTop : 0,
    width: table.offsetLeft + table.offsetWidth,
    left: 0,
    tableTop: 0,
    ballRadius: ball ? ball.offsetHeight / 2 : 9,
  };
}

/**
 * Where the line stops around each column's hit (the specification's eraser): a ball's edge plus
 * a pixel (at most 15 px), or the edge of a chip as wide as its label, along the line.
 * Chips are sized in design px (ball 18 px); the measured ball scales them on mobile.
 */
export function lineGaps(layout: TableLayout, blocks: readonly Block[], columnCount: number): EndGap {
  const scale = layout.ballRadius / 9;
  const ball = Math.min(ERASER_RADIUS, layout.ballRadius + 1);
  const chipHalf = new Float64Array(columnCount);
  for (const b of blocks) {
    if (b.drawType !== 'text') continue;
    b.keys.forEach((k, i) => {
      chipHalf[b.start + i] = (Math.max(18, textWidth(k.label) + 4) / 2) * scale + 1;
    });
  }
  return (col, ux, uy) => (chipHalf[col] ? rectGap(chipHalf[col], ball, ux, uy) : ball);
}

/** Keeps `count` canvases in `overlay` (reusing those there) and places the overlay over the rows. */
function canvasesOf(overlay: HTMLElement, layout: TableLayout, count: number): HTMLCanvasElement[] {
  overlay.style.width = `${layout.width}px`;
  overlay.style.height = `${layout.top + layout.height}px`;
  while (overlay.children.length > count) overlay.lastElementChild!.remove();
  while (overlay.children.length < count) {
    const canvas = document.createElement('canvas');
    canvas.setAttribute('data-testid', overlay.dataset.canvas ?? 'trend-canvas');
    overlay.appendChild(canvas);
  }
  return Array.from(overlay.children) as HTMLCanvasElement[];
}

/** Most pixels one canvas bitmap may hold (phones refuse or drop larger canvases). */
export const CANVAS_MAX_PIXELS = 8_000_000;

/** The device pixel ratio for a canvas, lowered so that its bitmap stays under CANVAS_MAX_PIXELS. */
export function densityFor(width: number, height: number, dpr = globalThis.devicePixelRatio || 1): number {
  const fit = Math.sqrt(CANVAS_MAX_PIXELS / Math.max(1, width * height));
  return Math.max(0.5, Math.min(3, dpr, fit));
}

/** Extra canvas height kept below a band, so that rows appended live do not reallocate the bitmap. */
export const CANVAS_HEADROOM = 120;

/**
 * Sizes a canvas for its band (device pixel ratio) and returns its cleared 2D context. The
 * bitmap is only reallocated when the band outgrows it or the width changes: it is allocated with
 * some headroom (never past 1000 px nor past `limit`, the frame's bottom), and cleared otherwise.
 */
function prepare(canvas: HTMLCanvasElement, band: Band, width: number, limit: number): CanvasRenderingContext2D | null {
  const current = Number(canvas.dataset.height ?? 0);
  const fits =
    current >= band.height && current <= band.height + CANVAS_HEADROOM && Number(canvas.dataset.width) === width;
  if (!fits) {
    const height = Math.max(
      band.height,
      Math.min(LINE_CANVAS_MAX_HEIGHT, band.height + CANVAS_HEADROOM, limit - band.top),
    );
    canvas.dataset.height = String(height);
    canvas.dataset.dpr = String(densityFor(width, height));
    canvas.dataset.width = String(width);
    canvas.style.width = `${width}px`;
    canvas.style.height = `${height}px`;
    const d = Number(canvas.dataset.dpr);
    canvas.width = Math.round(width * d);
    canvas.height = Math.round(height * d);
  }
  const dpr = Number(canvas.dataset.dpr);
  canvas.style.top = `${band.top}px`;
  const ctx = canvas.getContext('2d');
  if (!ctx) return null;
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  if (fits) ctx.clearRect(0, 0, width, current);
  ctx.save();
  ctx.beginPath();
  ctx.rect(0, 0, width, band.height);
  ctx.clip();
  return ctx;
}

/** Background of every other row, painted under the cells with the missing layer. */
export const STRIPE_COLOR = '#f9f7f2';

/**
 * Draws, one canvas per band of at most 1000 px each (canvases are reused): the lines of `blocks`
 * on the lines overlay (above the cells), and on the under overlay (beneath the cells, which are
 * transparent) the row stripes and, when `showLayer`, the missing layer (遗漏分层, from
 * `starts`) — so neither a live row nor the layer toggle repaints any cell. Only writes to the DOM.
 */
export function paintOverlays(
  lines: HTMLElement,
  under: HTMLElement,
  layout: TableLayout,
  blocks: readonly Block[],
  rows: readonly TableRow[],
  starts: ArrayLike<number>,
  showLayer: boolean,
): Band[] {
  const segments = lineSegments(blocks, rows, layout, lineGaps(layout, blocks, layout.colX.length));
  const rects = showLayer ? layerRects(starts, layout) : new Float32Array(0);
  const stripes = stripeRects(layout);
  const bands = splitBands(layout.top, layout.height);
  const lineCanvases = canvasesOf(lines, layout, blocks.length ? bands.length : 0);
  const underCanvases = canvasesOf(under, layout, bands.length);
  bands.forEach((band, i) => {
    const ctx = lineCanvases[i] ? prepare(lineCanvases[i], band, layout.width, layout.limit) : null;
    if (ctx) {
      ctx.strokeStyle = LINE_COLOR;
      ctx.lineWidth = LINE_WIDTH;
      ctx.lineJoin = 'round';
      ctx.beginPath();
      const own = segmentsInBand(segments, band);
      for (let s = 0; s + 3 < own.length; s += 4) {
        ctx.moveTo(own[s], own[s + 1]);
        ctx.lineTo(own[s + 2], own[s + 3]);
      }
      ctx.stroke();
      ctx.restore();
    }
    const bg = prepare(underCanvases[i], band, layout.width, layout.limit);
    if (bg) {
      fillRects(bg, rectsInBand(stripes, band), STRIPE_COLOR);
      fillRects(bg, rectsInBand(rects, band), LAYER_COLOR);
      bg.restore();
    }
  });
  return bands;
}

function fillRects(ctx: CanvasRenderingContext2D, rects: Float32Array, colour: string): void {
  ctx.fillStyle = colour;
  for (let r = 0; r + 3 < rects.length; r += 4) ctx.fillRect(rects[r], rects[r + 1], rects[r + 2], rects[r + 3]);
}

/** Every other rendered row (the 2nd, 4th …), full width. */
function stripeRects(layout: TableLayout): Float32Array {
  const out: number[] = [];
  const n = layout.rowTop.length;
  for (let i = 1; i < n; i += 2) {
    const bottom = i + 1 < n ? layout.rowTop[i + 1] : layout.bottom;
    out.push(0, layout.rowTop[i], layout.width, bottom - layout.rowTop[i]);
  }
  return Float32Array.from(out);
}
