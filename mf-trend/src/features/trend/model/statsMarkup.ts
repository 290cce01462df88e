import { STAT_LABELS, STAT_ORDER, type StatName } from '@cp/shared/domain';
import { EMPTY } from './constants';
import { cellsOfSegment, escapeHtml, segmentedCells, type RowFormat, type SegmentRange } from './rowMarkup';
import type { Block, TableStats } from './types';

function statCellHtml(values: Int32Array, f: RowFormat, b: Block, i: number, c: number): string {
  const style = f.keyStyles[c] ? ` style="${f.keyStyles[c]}"` : '';
  const cls = i === b.keys.length - 1 ? ' class="be"' : '';
  return `<span role="cell"${style}${cls}>${values[c] === EMPTY ? '' : values[c]}</span>`;
}

/**
 * The markup of one statistics row (`.r.st-{name}`): its label as the row's header, an empty
 * draw cell, then one cell per key in the format's segment boxes, as the body rows (rowHtml).
 * `testIds` names the row for tests (only the table on screen does); `only`: the segments whose
 * cells it carries, the others' boxes empty (as rowHtml).
 */
export function statRowHtml(
  name: StatName,
  values: Int32Array,
  f: RowFormat,
  testIds: boolean,
  only?: SegmentRange,
): string {
  const id = testIds ? ` data-testid="trend-stat-${name}"` : '';
  let html = `<div role="row" class="r st-${name}"${id}><span role="rowheader" class="pd">${escapeHtml(STAT_LABELS[name])}</span>`;
  html += '<span class="dr" aria-hidden="true"></span>';
  html += segmentedCells(f, (b, i, c) => statCellHtml(values, f, b, i, c), only);
  return `${html}</div>`;
}

/** The cells of segment `s` of a statistics row: what an empty box of it is filled with. */
export function statSegmentCellsHtml(values: Int32Array, f: RowFormat, s: number): string {
  return cellsOfSegment(f, s, (b, i, c) => statCellHtml(values, f, b, i, c));
}

/** The five statistics rows, in the specification's order (STAT_ORDER). */
export function statsHtml(stats: TableStats, f: RowFormat, testIds: boolean, only?: SegmentRange): string {
  return STAT_ORDER.map((name) => statRowHtml(name, stats[name], f, testIds, only)).join('');
}
