import {
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
  type GridGeometry,
  type TableRow,
} from '../model';
import { bandContext, canvasesOf, canvasFits, lineGaps, STRIPE_COLOR } from './lineCanvas';

/** What the overlays show: the first `count` of `rows`, laid out as `geometry` says. */
export interface OverlayState {
  geometry: GridGeometry;
  /** The blocks a line runs through (lineBlocks). */
  lines: readonly Block[];
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
 * body cells, the row stripes and the missing layer (遗漏分层), on canvases of at most 1000 px
 * (bands). It remembers what it drew: when the next state only appends rows (a chunk, a live
 * draw) or ends some layer runs, it draws just the new line segments, stripes and layer cells
 * into the canvases already there (a band whose bitmap must grow is redrawn whole); anything
 * else (another table shape, the layer toggle) redraws the overlay it concerns. Only writes to
 * the DOM, never reads the layout.
 */
export class OverlayPainter {
  private drawn: OverlayState | null = null;

  constructor(
    private readonly linesEl: HTMLElement,
    private readonly underEl: HTMLElement,
  ) {}

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
    const lineCanvases = canvasesOf(this.linesEl, g.width, height, next.lines.length ? bands.length : 0);
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

    // Under the cells: stripes and the layer; after appended rows only what changed.
    const underGrows = grows && prev!.showLayer === next.showLayer;
    const underCanvases = canvasesOf(this.underEl, g.width, height, bands.length);
    const delta = underGrows ? underDelta(g, prev!, next) : null;
    let full: { stripes: Float32Array; layer: Float32Array } | null = null;
    bands.forEach((band, i) => {
      const own = delta ? bandDelta(delta, band) : null;
      if (own && own.empty && canvasFits(underCanvases[i], band, left, g.width)) return;
      const bc = bandContext(underCanvases[i], band, left, g.width, limit, !own);
      if (!bc) return;
      if (own && !bc.fresh) drawUnderDelta(bc.ctx, own, band);
      else {
        full ??= {
          stripes: stripeRects(g, next.count),
          layer: next.showLayer ? layerRects(next.starts, cells) : new Float32Array(0),
        };
        fillRects(bc.ctx, rectsInBand(full.stripes, band), STRIPE_COLOR);
        fillRects(bc.ctx, rectsInBand(full.layer, band), LAYER_COLOR);
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
}

function underDelta(g: GridGeometry, prev: OverlayState, next: OverlayState): UnderDelta {
  const layer = next.showLayer
    ? layerDelta(g, { starts: prev.starts, rows: prev.count }, { starts: next.starts, rows: next.count })
    : { erase: new Float32Array(0), fill: new Float32Array(0) };
  return {
    erase: layer.erase,
    stripes: stripeRects(g, next.count, prev.count),
    fill: layer.fill,
    restripe: layer.erase.length ? stripeRects(g, prev.count) : new Float32Array(0),
  };
}

function bandDelta(d: UnderDelta, band: Band): UnderDelta & { empty: boolean } {
  const erase = rectsInBand(d.erase, band);
  const stripes = rectsInBand(d.stripes, band);
  const fill = rectsInBand(d.fill, band);
  const restripe = erase.length ? rectsInBand(d.restripe, band) : new Float32Array(0);
  return { erase, stripes, fill, restripe, empty: !erase.length && !stripes.length && !fill.length };
}

/** Clears the erased layer cells and stripes them again, then the new rows' stripes, then the layer. */
function drawUnderDelta(ctx: CanvasRenderingContext2D, d: UnderDelta, band: Band): void {
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
