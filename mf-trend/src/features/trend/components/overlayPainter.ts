import {
  ballDots,
  CANVAS_BAND_HEIGHT,
  CANVAS_TILE_WIDTH,
  dotsAcross,
  dotsInBand,
  gridCells,
  LINE_COLOR,
  LINE_WIDTH,
  lineSegments,
  rectsInBand,
  segmentsAcross,
  segmentsInBand,
  splitBands,
  splitTiles,
  stripeRects,
  type Block,
  type GridGeometry,
  type TableRow,
} from '../model';
import { LayerTint } from './layerTint';
import { TileView, type Span } from './tileView';
import {
  BALL_COLOURS,
  bandContext,
  canvasesOf,
  canvasFits,
  lineGaps,
  NearbyCanvases,
  STRIPE_COLOR,
} from './lineCanvas';

/** What the overlays show: the first `count` of `rows`, laid out as `geometry` says. */
export interface OverlayState {
  geometry: GridGeometry;
  /** Every block of the table (their hits get balls), and those a line runs through (lineBlocks). */
  blocks: readonly Block[];
  lines: readonly Block[];
  /** Balls of a draw that 号码分布 counts. */
  regular: number;
  rows: readonly TableRow[];
  count: number;
  /** First row of each column's trailing run of misses, over all rows (layerStarts). */
  starts: Int32Array;
}

const sameList = <T>(a: readonly T[], b: readonly T[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/** Whether `next` shows `prev`'s rows unchanged with rows appended below them. */
function extends_(prev: OverlayState, next: OverlayState): boolean {
  if (next.count < prev.count || next.geometry !== prev.geometry) return false;
  for (let i = 0; i < prev.count; i++) if (next.rows[i] !== prev.rows[i]) return false;
  return true;
}

/**
 * Paints the overlays of one table: the lines (above the cells) and, beneath the transparent
 * body cells, the row stripes and the balls of the hits (the cells hold their numbers), on
 * canvases of CANVAS_BAND_HEIGHT (500 px; at most 1000) (bands) cut across into tiles of at
 * most CANVAS_TILE_WIDTH; and the missing layer
 * (遗漏分层) as boxes beneath the cells (LayerTint). It remembers what it drew: when the next
 * state only appends rows (a chunk, a live draw), it draws just the new line segments, stripes
 * and balls into the canvases already there (each bitmap is a whole band tall: bandContext);
 * anything else (another table shape, other rows) redraws the overlay it concerns. Only writes
 * to the DOM, never reads the layout.
 */
export class OverlayPainter {
  private drawn: OverlayState | null = null;
  private readonly nearby = new NearbyCanvases();
  private readonly tint: LayerTint;
  private readonly tileView: TileView;

  /**
   * `span` tells what the table's scroller shows across (scrollerSpan), if anything: the tiles
   * more than a screen's width beside it are out of the document flow (showNear).
   */
  constructor(
    private readonly linesEl: HTMLElement,
    private readonly underEl: HTMLElement,
    tintEl: HTMLElement,
    span: () => Span = () => null,
  ) {
    this.tint = new LayerTint(tintEl);
    this.tileView = new TileView(span);
  }

  /** Shows every canvas (the table is shown again); those far from the viewport hide once seen. */
  reveal(): void {
    this.nearby.rewatch([
      ...(Array.from(this.linesEl.children) as HTMLCanvasElement[]),
      ...(Array.from(this.underEl.children) as HTMLCanvasElement[]),
    ]);
  }

  /**
   * Puts the tiles near what the scroller shows in the flow, the far ones out of it (TileView),
   * and draws the near ones left undrawn. Called after each paint and when the scroller scrolls.
   */
  showNear(): void {
    if (!this.tileView.show([this.linesEl, this.underEl]) || !this.drawn) return;
    // The same state again: the tiles drawn already have nothing new; those left undrawn (stale)
    // are drawn whole.
    this.paint(this.drawn);
  }

  /** Stops watching the canvases (the table is gone). */
  dispose(): void {
    this.nearby.disconnect();
  }

  /** Forgets what was drawn (the next paint redraws everything). */
  reset(): void {
    this.drawn = null;
  }

  paint(next: OverlayState): void {
    const prev = this.drawn;
    const grows = prev !== null && extends_(prev, next);
    const g = next.geometry;
    const cells = gridCells(g, next.count);
    const height = g.bodyTop + next.count * g.pitch;
    const bands = splitBands(g.bodyTop, next.count * g.pitch, CANVAS_BAND_HEIGHT);
    const from = grows ? prev!.count : 0;
    // The canvases cover the key columns (the stripes of the period and draw cells are theirs),
    // in tiles across: canvas b × tiles + t is band b's tile t.
    const tiles = splitTiles(g.colLeft.length ? g.colLeft[0] : 0, g.width, CANVAS_TILE_WIDTH);
    const tileOf = (canvases: HTMLCanvasElement[], b: number) => (t: number) => canvases[b * tiles.length + t];
    const view = this.tileView;
    view.look();
    /** Whether a tile is drawn now (a far one is left for when it comes near); notes its place. */
    const near = (canvas: HTMLCanvasElement, left: number, right: number) => {
      view.place(canvas, left, right);
      if (!view.far(left, right)) return true;
      view.skip(canvas);
      return false;
    };

    // Lines: the segments ending in the new rows, or all of them.
    const linesGrow = grows && sameList(prev!.lines, next.lines);
    const gaps = lineGaps(g, next.lines);
    const allSegments = () => lineSegments(next.lines, next.rows, cells, gaps);
    const lineCanvases = canvasesOf(
      this.linesEl,
      g.width,
      height,
      next.lines.length ? bands.length * tiles.length : 0,
      this.nearby,
    );
    const newSegments = linesGrow ? lineSegments(next.lines, next.rows, cells, gaps, from) : null;
    let every: Float32Array | null = null;
    bands.forEach((band, b) => {
      const canvasAt = tileOf(lineCanvases, b);
      const delta = newSegments ? segmentsInBand(newSegments, band) : null;
      let whole: Float32Array | null = null;
      tiles.forEach(([left, right], t) => {
        const canvas = canvasAt(t);
        if (!canvas || !near(canvas, left, right)) return;
        // A tile left undrawn while far is drawn whole.
        const part = view.isStale(canvas) ? null : delta;
        if (part && segmentsAcross(part, left, right).length === 0 && canvasFits(canvas, band, left, right)) return;
        const bc = bandContext(canvas, band, left, right, !part);
        if (!bc) return;
        view.drawn(canvas);
        let own = part;
        if (!own || bc.fresh) own = whole ??= segmentsInBand((every ??= allSegments()), band);
        strokeSegments(bc.ctx, tiles.length > 1 ? segmentsAcross(own, left, right) : own);
        bc.ctx.restore();
      });
    });

    // Under the cells: stripes and balls; after appended rows only those of the new rows.
    const underCanvases = canvasesOf(this.underEl, g.width, height, bands.length * tiles.length, this.nearby);
    const r = g.ballRadius;
    const added = grows
      ? { stripes: stripeRects(g, next.count, from), dots: ballDots(next.blocks, next.rows, cells, next.regular, from) }
      : null;
    let full: { stripes: Float32Array; dots: Float32Array } | null = null;
    bands.forEach((band, b) => {
      const canvasAt = tileOf(underCanvases, b);
      const own = added && { stripes: rectsInBand(added.stripes, band), dots: dotsInBand(added.dots, band, r) };
      let whole: { stripes: Float32Array; dots: Float32Array } | null = null;
      tiles.forEach(([left, right], t) => {
        const canvas = canvasAt(t);
        if (!near(canvas, left, right)) return;
        const mine = view.isStale(canvas) ? null : own;
        const nothing = mine && !mine.stripes.length && !dotsAcross(mine.dots, left, right, r).length;
        if (nothing && canvasFits(canvas, band, left, right)) return;
        const bc = bandContext(canvas, band, left, right, !mine);
        if (!bc) return;
        view.drawn(canvas);
        let part = mine;
        if (!part || bc.fresh) {
          full ??= { stripes: stripeRects(g, next.count), dots: ballDots(next.blocks, next.rows, cells, next.regular) };
          const all = full;
          part = whole ??= { stripes: rectsInBand(all.stripes, band), dots: dotsInBand(all.dots, band, r) };
        }
        fillRects(bc.ctx, part.stripes, STRIPE_COLOR);
        fillDots(bc.ctx, tiles.length > 1 ? dotsAcross(part.dots, left, right, r) : part.dots, r);
        bc.ctx.restore();
      });
    });
    this.tint.paint(g, next.starts, next.count);
    this.drawn = next;
    view.show([this.linesEl, this.underEl]);
  }
}

function strokeSegments(ctx: CanvasRenderingContext2D, segments: Float32Array): void {
  ctx.strokeStyle = LINE_COLOR;
  ctx.lineWidth = LINE_WIDTH;
  ctx.lineJoin = 'round';
  ctx.beginPath();
  for (let s = 0; s + 3 < segments.length; s += 4) {
    ctx.moveTo(segments[s], segments[s + 1]);
    ctx.lineTo(segments[s + 2], segments[s + 3]);
  }
  ctx.stroke();
}

function fillRects(ctx: CanvasRenderingContext2D, rects: Float32Array, colour: string): void {
  if (!rects.length) return;
  ctx.fillStyle = colour;
  for (let r = 0; r + 3 < rects.length; r += 4) ctx.fillRect(rects[r], rects[r + 1], rects[r + 2], rects[r + 3]);
}

/** Balls [x, y, tone, …] as discs of `radius`, one path per colour. */
function fillDots(ctx: CanvasRenderingContext2D, dots: Float32Array, radius: number): void {
  if (!dots.length) return;
  BALL_COLOURS.forEach((colour, tone) => {
    let any = false;
    ctx.beginPath();
    for (let d = 0; d + 2 < dots.length; d += 3) {
      if (dots[d + 2] !== tone) continue;
      ctx.moveTo(dots[d] + radius, dots[d + 1]);
      ctx.arc(dots[d], dots[d + 1], radius, 0, 2 * Math.PI);
      any = true;
    }
    if (!any) return;
    ctx.fillStyle = colour;
    ctx.fill();
  });
}
