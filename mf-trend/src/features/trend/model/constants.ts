import type { TrendToggles } from './types';
/**
 * Business constants of the trend pages (specification section 9): rows load in chunks of 30,
 * the windows are the last 30, 60 or 90 periods, line canvases are at most 1000 px tall, the
 * line is blue and 2 px wide, and a divider follows every 5th row.
 */
export const CHUNK_SIZE = 30;
export const RANGES = [30, 60, 90] as const;
export type TrendRange = (typeof RANGES)[number];
export const DEFAULT_RANGE: TrendRange = 30;
/** The four display toggles as a page opens: 遗漏, 折线 and 分隔线 on, 遗漏分层 off. */
export const DEFAULT_TOGGLES: Readonly<TrendToggles> = {
  presentMissing: true,
  presentLine: true,
  presentLineMissingLayer: false,
  presentLineDivided: true,
};
export const LINE_CANVAS_MAX_HEIGHT = 1000;
/**
 * The overlays' canvases are cut shorter than that, into bands of 500 px: a canvas that changes
 * is copied whole to the compositor on the next frame, so a live draw (its row's band of each
 * overlay) copies half as much as with 1000-px bitmaps. Shorter bands copy less still but cost
 * every new table more canvases to create (250 px made first visits of a view 20–40 ms slower).
 */
export const CANVAS_BAND_HEIGHT = 500;
/**
 * …and across, into tiles of at most 1024 px: a wide table (六合彩: ~340 columns, 6,000–12,000
 * px) would otherwise hold canvases of 8 million pixels each, all copied to the compositor when
 * drawn (on a phone: 4 of them, 128 MB, one 386-ms commit at 4 × CPU slowdown), although a
 * screen shows one tile's width of it; tiles beside the screen are hidden (NearbyCanvases).
 */
export const CANVAS_TILE_WIDTH = 1024;
/**
 * The specification's eraser radius, sized for its 30-px cells. Our cells are ~24 px, so the
 * gap left around a ball is capped at the ball's own radius (see `trimSegment`).
 */
export const ERASER_RADIUS = 15;
export const LINE_COLOR = '#1f6fd1';
export const LINE_WIDTH = 2;
/** Tint of the missing layer (遗漏分层), multiplied over the cells. */
export const LAYER_COLOR = '#fde9c8';
export const DIVIDER_EVERY = 5;

/** A cell value the response did not provide (filled as empty, specification section 5). */
export const EMPTY = -1;

/** Text shown when a trend has no rows or no statistics (specification section 5). */
export const NO_DATA_TEXT = '目前尚无资料！';
