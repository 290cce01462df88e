import styled from 'styled-components';
import { theme } from '@cp/shared/ui';
import { LAYER_COLOR } from '../model';
import { sizes } from './tableSizes';

const LINE = '#e6e1d6';
const EDGE = '#c9bfa8';

const STAT_COLOURS = [
  ['appearCount', '#b3121a', '#fdf0ef'],
  ['avgMissing', '#1c4f95', '#eef4fc'],
  ['now', '#7a5200', '#fff7e3'],
  ['biggestContinue', '#16753a', '#edf8f0'],
  ['biggestMissing', '#6b2f8f', '#f5eefa'],
]
  .map(
    ([name, colour, background]) =>
      `.tf > .st-${name} > :not(.sg), .tf > .st-${name} > .sg > * { color: ${colour}; background: ${background}; }`,
  )
  .join('\n');

/**
 * The trend table's look, as plain class rules (one styled wrapper, no per-cell components).
 * Structure: `.tt` table › `.th` / `.tb` / `.tf` row groups › `.r` rows › cells (the key cells of
 * body and statistics rows inside `.sg` segment boxes). Cells: `.pd`
 * period, `.dr` draw, `.h` drawn, `.m` missed, `.be` last column of a block;
 * `.hb` drawn on a ball (painted beneath the cells), `.c` chip (`.bl` blue, `.or` orange),
 * `.rp` drawn more than once. The toggles are
 * classes on the wrapper (`.no-miss`, `.layer`, `.divided`, `.no-line`) that only change colours,
 * so switching one never re-renders a row nor lays the table out again. The row stripes and
 * the balls are painted on a canvas beneath the transparent body cells, the missing layer
 * (遗漏分层) is a box per column above that canvas, the line on a canvas between them and the rows.
 * Cost matters here (thousands of cells): rows are flex lines of fixed-width cells (about half
 * the layout cost of table cells), borders on two sides only, no positioned elements in the
 * cells (the line canvas lies under the rows and leaves a gap around each ball instead).
 * Sizes (tableSizes): px on desktop; rem on mobile (class `mobile`).
 * No rule depends on props: the styles are built once, not on every render of the table.
 */
export const TableFrame = styled.div`
  position: relative;
  z-index: 0;
  display: inline-block;
  min-width: 100%;
  background: #fff;

  .tt {
    box-sizing: content-box;
    border-top: 1px solid ${LINE};
    border-left: 1px solid ${LINE};
    font-family: ${theme.font.mono};
    color: ${theme.color.text};
    ${sizes(false)}
  }
  &.mobile .tt {
    ${sizes(true)}
  }
  /*
   * Each row is its own stacking context, so the browser keeps its painting: a new row, a chunk
   * or a changed statistic repaints those rows, not the whole table. Rows lie above the line
   * canvas (z-index 1), whose line runs under the (transparent) cells and under the sticky period
   * column; balls keep their gap in the line.
   */
  .r {
    position: relative;
    z-index: 2;
    display: flex;
  }
  /*
   * A chunk of 30 body rows; one above the bottom chunk (.cv) is skipped (no layout, no paint)
   * while off screen. Its containment makes
   * it a stacking context, so it carries the rows' place above the line canvas itself.
   */
  .tb > .ck {
    position: relative;
    z-index: 2;
  }
  .tb > .cv {
    content-visibility: auto;
  }
  .r > *,
  .sg > * {
    flex: none;
    box-sizing: content-box;
    padding: 0;
    border-right: 1px solid ${LINE};
    border-bottom: 1px solid ${LINE};
    text-align: center;
    white-space: nowrap;
  }
  /*
   * The key cells of a row come in segment boxes of about ten columns (.sg, columnSegments),
   * sized by their own width and height (strict containment: a box's cells never lay out the
   * row again). Only the boxes near what the scroller shows are rendered: segmentWindow gives
   * the others content-visibility: hidden (not auto, whose margin of 150 % of the viewport
   * covers whole tables, and which observes every box on every frame).
   */
  .r > .sg {
    display: flex;
    border: 0;
    contain: strict;
  }
  .th .r > * {
    background: #f6f1e4;
    color: #5b4a2c;
    font-family: ${theme.font.family};
  }
  .th .top {
    border-bottom-color: transparent;
  }
  .th .wide {
    text-align: left;
  }
  /* The label of a wide block sticks beside the period column while its block is in view. */
  .th .wide > .pl {
    position: sticky;
    left: calc(var(--pd-width) + 8px);
    padding: 0 8px;
  }
  .th .pos-r {
    background: #fbe4e2;
    color: ${theme.color.brandDark};
  }
  .th .pos-b {
    background: #e3edfa;
    color: #1c4f95;
  }
  /* Translucent, so that the line beneath shows through; the sticky period cell stays opaque. */
  .tb .r:hover > :not(.sg),
  .tb .r:hover > .sg > * {
    background: rgba(255, 229, 144, 0.35);
  }
  .tb .r:hover > .pd {
    background: #fff6d8;
  }
  .be,
  .dr,
  .dr-h {
    border-right-color: ${EDGE};
  }
  .pd {
    color: #555;
    font-family: ${theme.font.family};
  }
  .dr {
    color: ${theme.color.brand};
    font-weight: bold;
    text-align: left;
  }
  .m {
    color: #a9a9a9;
  }
  &.no-miss .m {
    color: transparent;
  }
  &.divided .tb .r:nth-child(5n) > *,
  &.divided .tb .r:nth-child(5n) > .sg > * {
    border-bottom-color: #d6493f;
  }
  /* A drawn number: white on its ball, which the overlay beneath the cells paints (ballDots). */
  .hb {
    color: #fff;
  }
  .hb > .rp {
    display: inline-block;
    vertical-align: middle;
  }
  .c {
    display: inline-block;
    vertical-align: middle;
    color: #fff;
    background: ${theme.color.red};
    border-radius: 3px;
    font-family: ${theme.font.family};
  }
  .bl {
    background: ${theme.color.blue};
  }
  .or {
    background: ${theme.color.orange};
  }
  .rp {
    position: relative;
  }
  .rp sup {
    position: absolute;
    top: -3px;
    right: -5px;
    font-size: 9px;
    line-height: 1;
    color: ${theme.color.orange};
  }
  .tf .pd {
    font-family: ${theme.font.family};
  }
  ${STAT_COLOURS}
  .tf > .r:first-child > :not(.sg),
  .tf > .r:first-child > .sg > * {
    border-top: 2px solid ${EDGE};
  }
  /* The overlays clip their canvases at the rows' bottom (the last band's bitmap is taller). */
  .tl {
    position: absolute;
    left: 0;
    top: 0;
    z-index: 1;
    overflow: hidden;
    pointer-events: none;
  }
  .tl canvas {
    position: absolute;
    left: 0;
    display: block;
  }
  &.no-line .tl {
    display: none;
  }
  /* Beneath the (transparent) body cells: row stripes and the balls. */
  .tu {
    position: absolute;
    left: 0;
    top: 0;
    z-index: -1;
    overflow: hidden;
    pointer-events: none;
  }
  .tu canvas {
    position: absolute;
    left: 0;
    display: block;
  }
  /*
   * 遗漏分层: a box per key column hanging from the bottom of the body rows (LayerTint), above
   * the stripes and below the cells; shown only with the toggle on.
   */
  .tm {
    position: absolute;
    left: 0;
    z-index: -1;
    display: none;
    pointer-events: none;
  }
  &.layer .tm {
    display: block;
  }
  .tm > i {
    position: absolute;
    bottom: 0;
    background: ${LAYER_COLOR};
  }
  /* The period column stays in view while the table scrolls sideways (above the lines). */
  .pd {
    position: sticky;
    left: 0;
    z-index: 3;
    background: #fff;
  }
  .th .top {
    z-index: 4;
  }
  /* 期号 and 开奖号码 stand over both header rows: the first row paints above the second. */
  .th > .r:first-child {
    z-index: 3;
  }
  /* Row stripes: the canvas beneath stripes the key columns, these the period and draw cells. */
  .tb .r:nth-child(even) > .pd,
  .tb .r:nth-child(even) > .dr {
    background: #f9f7f2;
  }
  .tb .r:hover > .dr {
    background: #fff6d8;
  }
`;
