import {
  ballDots,
  dotsInBand,
  gridCells,
  intersectRect,
  LAYER_COLOR,
  layerDelta,
  layerRects,
  LINE_COLOR,
  LINE_WIDTH,
  lineSegments,
  rectsInBand,
  segmentsInBand,
  splitBands,
  stripeRects,
  type Band,
  type Block,
  type CellGeometry,
  type GridGeometry,
  type TableRow,
} from '../model';
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
  showLayer: boolean;
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
 * body cells, the row stripes, the missing layer (遗漏分层) and the balls of the hits (the cells
 * hold their numbers), on canvases of at most 1000 px
 * (bands). It remembers what it drew: when the next state only appends rows (a chunk, a live
 * draw) or ends some layer runs, it draws just the new line segments, stripes, layer cells and balls
 * into the canvases already there (a band whose bitmap must grow is redrawn whole); anything
 * else (another table shape, the layer toggle) redraws the overlay it concerns. Only writes to
 * the DOM, never reads the layout.
 */
export class OverlayPainter {
  private drawn: OverlayState | null = null;
  private readonly nearby = new NearbyCanvases();

  constructor(
    private readonly linesEl: HTMLElement,
    private readonly underEl: HTMLElement,
  ) {}

  /** Shows every canvas (the table is shown again); those far from the viewport hide once seen. */
  reveal(): void {
    this.nearby.rewatch([
      ...(Array.from(this.linesEl.children) as HTMLCanvasElement[]),
      ...(Array.from(this.underEl.children) as HTMLCanvasElement[]),
    ]);
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
    const limit = height + g.footer;
    const bands = splitBands(g.bodyTop, next.count * g.pitch);
    const from = grows ? prev!.count : 0;
    // The canvases cover the key columns (the stripes of the period and draw cells are theirs).
    const left = g.colLeft.length ? g.colLeft[0] : 0;

    // Lines: the segments ending in the new rows, or all of them.
    const linesGrow = grows && sameList(prev!.lines, next.lines);
    const gaps = lineGaps(g, next.lines);
    const allSegments = () => lineSegments(next.lines, next.rows, cells, gaps);
    const lineCanvases = canvasesOf(this.linesEl, g.width, height, next.lines.length ? bands.length : 0, this.nearby);
    const newSegments = linesGrow ? lineSegments(next.lines, next.rows, cells, gaps, from) : null;
    let every: Float32Array | null = null;
    bands.forEach((band, i) => {
      if (!lineCanvases[i]) return;
      const delta = newSegments ? segmentsInBand(newSegments, band) : null;
      if (delta && delta.length === 0 && canvasFits(lineCanvases[i], band, left, g.width)) return;
      const bc = bandContext(lineCanvases[i], band, left, g.width, limit, !delta);
      if (!bc) return;
      let own = delta;
      if (!own || bc.fresh) own = segmentsInBand((every ??= allSegments()), band);
      strokeSegments(bc.ctx, own);
      bc.ctx.restore();
    });

    // Under the cells: stripes, the layer and the balls; after appended rows only what changed.
    const underGrows = grows && prev!.showLayer === next.showLayer && prev!.blocks === next.blocks;
    const underCanvases = canvasesOf(this.underEl, g.width, height, bands.length, this.nearby);
    const delta = underGrows ? underDelta(g, prev!, next, cells) : null;
    const r = g.ballRadius;
    let full: { stripes: Float32Array; layer: Float32Array; dots: Float32Array } | null = null;
    bands.forEach((band, i) => {
      const own = delta ? bandDelta(delta, band, r) : null;
      if (own && own.empty && canvasFits(underCanvases[i], band, left, g.width)) return;
      const bc = bandContext(underCanvases[i], band, left, g.width, limit, !own);
      if (!bc) return;
      if (own && !bc.fresh) drawUnderDelta(bc.ctx, own, band, r);
      else {
        full ??= {
          stripes: stripeRects(g, next.count),
          layer: next.showLayer ? layerRects(next.starts, cells) : new Float32Array(0),
          dots: ballDots(next.blocks, next.rows, cells, next.regular),
        };
        fillRects(bc.ctx, rectsInBand(full.stripes, band), STRIPE_COLOR);
        fillRects(bc.ctx, rectsInBand(full.layer, band), LAYER_COLOR);
        fillDots(bc.ctx, dotsInBand(full.dots, band, r), r);
      }
      bc.ctx.restore();
    });
    this.drawn = next;
  }
}

interface UnderDelta {
  /** Layer cells to clear and stripe again. */
  erase: Float32Array;
  /** Stripes of the appended rows. */
  stripes: Float32Array;
  /** Layer cells to fill. */
  fill: Float32Array;
  /** The stripes over the erased cells' rows (clipped to each erased cell when drawn). */
  restripe: Float32Array;
  /** Balls of the appended rows. */
  dots: Float32Array;
}

function underDelta(g: GridGeometry, prev: OverlayState, next: OverlayState, cells: CellGeometry): UnderDelta {
  const layer = next.showLayer
    ? layerDelta(g, { starts: prev.starts, rows: prev.count }, { starts: next.starts, rows: next.count })
    : { erase: new Float32Array(0), fill: new Float32Array(0) };
  return {
    erase: layer.erase,
    stripes: stripeRects(g, next.count, prev.count),
    fill: layer.fill,
    restripe: layer.erase.length ? stripeRects(g, prev.count) : new Float32Array(0),
    dots: ballDots(next.blocks, next.rows, cells, next.regular, prev.count, next.count),
  };
}

function bandDelta(d: UnderDelta, band: Band, radius: number): UnderDelta & { empty: boolean } {
  const erase = rectsInBand(d.erase, band);
  const stripes = rectsInBand(d.stripes, band);
  const fill = rectsInBand(d.fill, band);
  const restripe = erase.length ? rectsInBand(d.restripe, band) : new Float32Array(0);
  const dots = dotsInBand(d.dots, band, radius);
  return {
    erase,
    stripes,
    fill,
    restripe,
    dots,
    empty: !erase.length && !stripes.length && !fill.length && !dots.length,
  };
}

/** Clears the erased layer cells and stripes them again, then the new rows' stripes, the layer, the balls. */
function drawUnderDelta(ctx: CanvasRenderingContext2D, d: UnderDelta, band: Band, radius: number): void {
  for (let r = 0; r + 3 < d.erase.length; r += 4) {
    // Rectangles reaching past the band were moved into its coordinates; clip to the band.
    const top = Math.max(0, d.erase[r + 1]);
    const bottom = Math.min(band.height, d.erase[r + 1] + d.erase[r + 3]);
    if (bottom > top) ctx.clearRect(d.erase[r], top, d.erase[r + 2], bottom - top);
  }
  ctx.fillStyle = STRIPE_COLOR;
  for (let r = 0; r + 3 < d.erase.length; r += 4) {
    for (let s = 0; s + 3 < d.restripe.length; s += 4) {
      const part = intersectRect(d.restripe, s, d.erase, r);
      if (part) ctx.fillRect(part[0], part[1], part[2], part[3]);
    }
  }
  fillRects(ctx, d.stripes, STRIPE_COLOR);
  fillRects(ctx, d.fill, LAYER_COLOR);
  fillDots(ctx, d.dots, radius);
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
