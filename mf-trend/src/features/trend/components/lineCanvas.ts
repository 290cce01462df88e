import { theme } from '@cp/shared/ui';
import {
  BALL_TONES,
  ERASER_RADIUS,
  CANVAS_BAND_HEIGHT,
  rectGap,
  textWidth,
  type Band,
  type Block,
  type EndGap,
  type GridGeometry,
} from '../model';

/**
 * Reads, in one pass and without writing anything, where the key columns are (the second header
 * row's key cells), where the body rows start and how far apart they are, in the coordinates of
 * the frame that holds the table and the overlays. Called once per table shape: rows appended
 * later follow from the pitch.
 */
export function measureGrid(table: HTMLElement): GridGeometry | null {
  const keys = table.querySelectorAll<HTMLElement>('.th > .r:nth-child(2) > [data-key]');
  // Body rows come in chunks (.ck); the first chunk's rows give the top and the pitch.
  const chunks = table.querySelector('.tb')?.children;
  const rows = chunks?.[0]?.children;
  const n = rows?.length ?? 0;
  if (!n) return null;
  const colLeft = new Float64Array(keys.length);
  const colWidth = new Float64Array(keys.length);
  for (let i = 0; i < keys.length; i++) {
    colLeft[i] = keys[i].offsetLeft;
    colWidth[i] = keys[i].offsetWidth;
  }
  const first = rows![0] as HTMLElement;
  const last = rows![n - 1] as HTMLElement;
  // Row offsets are within their chunk; the chunk's own offset places them in the frame.
  const bodyTop = (chunks![0] as HTMLElement).offsetTop + first.offsetTop;
  // Fractional on phones (rem rows): the mean over the chunk's rows, not one rounded height.
  const pitch = n > 1 ? (last.offsetTop - first.offsetTop) / (n - 1) : first.offsetHeight;
  return {
    colLeft,
    colWidth,
    bodyTop,
    pitch,
    width: table.offsetLeft + table.offsetWidth,
    ballRadius: ballRadiusOf(pitch),
  };
}

/**
 * A ball is 18 design px across in a row of 24 (plus its 1-px border): its radius follows from
 * the row pitch, on phones (rem) as on desktops.
 */
export function ballRadiusOf(pitch: number): number {
  return ((pitch - 1) * 18) / 24 / 2;
}

/** The fill of each ball tone (BALL_TONES), the theme's ball colours. */
export const BALL_COLOURS: readonly string[] = BALL_TONES.map((tone) => theme.color[tone]);

/**
 * Where the line stops around each column's hit (the specification's eraser): a ball's edge plus
 * a pixel (at most 15 px), or the edge of a chip as wide as its label, along the line.
 * Chips are sized in design px (ball 18 px); the measured ball scales them on mobile.
 */
export function lineGaps(
  geometry: GridGeometry,
  blocks: readonly Block[],
): Extract<EndGap, (col: number, ux: number, uy: number) => number> {
  const scale = geometry.ballRadius / 9;
  const ball = Math.min(ERASER_RADIUS, geometry.ballRadius + 1);
  const chipHalf = new Float64Array(geometry.colLeft.length);
  for (const b of blocks) {
    if (b.drawType !== 'text') continue;
    b.keys.forEach((k, i) => {
      chipHalf[b.start + i] = (Math.max(18, textWidth(k.label) + 4) / 2) * scale + 1;
    });
  }
  return (col, ux, uy) => (chipHalf[col] ? rectGap(chipHalf[col], ball, ux, uy) : ball);
}

/** Most pixels one canvas bitmap may hold (phones refuse or drop larger canvases). */
export const CANVAS_MAX_PIXELS = 8_000_000;

/** The device pixel ratio for a canvas, lowered so that its bitmap stays under CANVAS_MAX_PIXELS. */
export function densityFor(width: number, height: number, dpr = globalThis.devicePixelRatio || 1): number {
  const fit = Math.sqrt(CANVAS_MAX_PIXELS / Math.max(1, width * height));
  return Math.max(0.5, Math.min(3, dpr, fit));
}

/** Background of every other row, painted under the cells with the missing layer. */
export const STRIPE_COLOR = '#f9f7f2';

/**
 * Keeps `count` canvases in `overlay` (reusing those there), the overlay covering `width` ×
 * `height`; the canvases carry the overlay's `data-canvas` as their test id.
 */
export function canvasesOf(
  overlay: HTMLElement,
  width: number,
  height: number,
  count: number,
  nearby?: NearbyCanvases,
): HTMLCanvasElement[] {
  const w = `${width}px`;
  const h = `${height}px`;
  if (overlay.style.width !== w) overlay.style.width = w;
  if (overlay.style.height !== h) overlay.style.height = h;
  while (overlay.children.length > count) {
    nearby?.unwatch(overlay.lastElementChild as HTMLCanvasElement);
    overlay.lastElementChild!.remove();
  }
  while (overlay.children.length < count) nearby?.watch(overlay.appendChild(document.createElement('canvas')));
  const canvases = Array.from(overlay.children) as HTMLCanvasElement[];
  nameCanvases(overlay);
  return canvases;
}

/**
 * Takes the canvases far from the viewport out of the composited frame (`visibility: hidden`;
 * their bitmaps stay drawn). The compositor copies every composited canvas whole on each frame
 * that repaints anything, so a canvas rows away from the screen would cost every frame (a
 * toggle, a live draw) without being seen. A canvas starts shown, so that it is never missing
 * from the frame that first paints it.
 */
export class NearbyCanvases {
  private readonly observer: IntersectionObserver | null;

  constructor() {
    this.observer =
      typeof IntersectionObserver === 'undefined'
        ? null
        : new IntersectionObserver(
            (entries) => {
              for (const e of entries) {
                const style = (e.target as HTMLElement).style;
                const visibility = nearAbove(e) ? '' : 'hidden';
                if (style.visibility !== visibility) style.visibility = visibility;
              }
            },
            { rootMargin: '50% 0px' },
          );
  }

  watch(canvas: HTMLCanvasElement): void {
    this.observer?.observe(canvas);
  }

  /** Shows the canvases again and has them looked at anew (their table is shown again). */
  rewatch(canvases: Iterable<HTMLCanvasElement>): void {
    for (const canvas of canvases) {
      canvas.style.visibility = '';
      this.observer?.unobserve(canvas);
      this.observer?.observe(canvas);
    }
  }

  unwatch(canvas: HTMLCanvasElement): void {
    this.observer?.unobserve(canvas);
  }

  disconnect(): void {
    this.observer?.disconnect();
  }
}

/**
 * Whether an observed canvas is near the viewport up or down (within the observer's margin).
 * Across, a tile of a wide table is clipped by its sideways scroller whenever it is beside what
 * the scroller shows: that is not a reason to hide it (tiles far across are out of the document
 * flow, OverlayPainter's showNear), and hiding it then would leave it hidden for a frame when it
 * is scrolled in.
 */
function nearAbove(e: IntersectionObserverEntry): boolean {
  const root = e.rootBounds;
  if (!root) return e.isIntersecting;
  const box = e.boundingClientRect;
  return box.bottom >= root.top && box.top <= root.bottom;
}

/**
 * Gives the overlay's canvases its `data-canvas` as their test id: only the table on screen
 * names them (the views kept mounted while hidden are not found by tests).
 */
export function nameCanvases(overlay: HTMLElement): void {
  const id = overlay.dataset.canvas;
  for (const c of Array.from(overlay.children) as HTMLElement[]) if (c.dataset.testid !== id) setTestId(c, id);
}

function setTestId(el: HTMLElement, id: string | undefined): void {
  if (id) el.setAttribute('data-testid', id);
  else el.removeAttribute('data-testid');
}

/** A band's canvas, ready to draw in band coordinates (clipped to the band; `restore` when done). */
export interface BandContext {
  ctx: CanvasRenderingContext2D;
  /** The bitmap was (re)allocated, so it is blank: everything of the band must be drawn. */
  fresh: boolean;
}

/** Whether a canvas's bitmap holds `band` between `left` and `right` (then it is kept, not reallocated). */
export function canvasFits(canvas: HTMLCanvasElement, band: Band, left: number, right: number): boolean {
  return (
    Number(canvas.dataset.height ?? 0) >= band.height &&
    Number(canvas.dataset.left) === left &&
    Number(canvas.dataset.width) === right - left
  );
}

/**
 * Sizes a canvas for its band (device pixel ratio) and returns its 2D context in table
 * coordinates, clipped to the band. The canvas spans the table from `left` to `right` only (the
 * key columns: nothing is drawn over the period and draw columns, and every composited pixel
 * costs on each frame). Every bitmap is a whole band tall (CANVAS_BAND_HEIGHT), the last band's
 * too, below the rows it holds so far (the overlay clips it at the rows' bottom): rows appended
 * live draw into the bitmap already there until the band is full and the next band begins, so a
 * live draw never reallocates a bitmap (a reallocated band is redrawn whole). The bitmap is only
 * reallocated when the width changes. With `clear`, a kept bitmap is cleared.
 */
export function bandContext(
  canvas: HTMLCanvasElement,
  band: Band,
  left: number,
  right: number,
  clear: boolean,
): BandContext | null {
  const fits = canvasFits(canvas, band, left, right);
  const width = right - left;
  if (!fits) {
    const height = Math.max(band.height, CANVAS_BAND_HEIGHT);
    const d = densityFor(width, height);
    canvas.dataset.height = String(height);
    canvas.dataset.dpr = String(d);
    canvas.dataset.left = String(left);
    canvas.dataset.width = String(width);
    canvas.style.left = `${left}px`;
    canvas.style.width = `${width}px`;
    canvas.style.height = `${height}px`;
    canvas.width = Math.round(width * d);
    canvas.height = Math.round(height * d);
  }
  const top = `${band.top}px`;
  if (canvas.style.top !== top) canvas.style.top = top;
  const ctx = canvas.getContext('2d');
  if (!ctx) return null;
  const dpr = Number(canvas.dataset.dpr);
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  if (fits && clear) ctx.clearRect(0, 0, width, Number(canvas.dataset.height));
  ctx.translate(-left, 0);
  ctx.save();
  ctx.beginPath();
  ctx.rect(left, 0, width, band.height);
  ctx.clip();
  return { ctx, fresh: !fits };
}
