import type { StatName, TrendKey } from '@cp/shared/domain';

/** How a drawn cell looks: a number on a round ball, or a label (大, 龙, 豹子…) on a chip. */
export type DrawType = 'ball' | 'text';

/** One position block of a rendered table: a trend type's position and its key columns. */
export interface Block {
  /** `${type}:${position}`, unique in a table. */
  id: string;
  type: string;
  position: string;
  label: string;
  keys: readonly TrendKey[];
  /** Index of the block's first column in the table's flat column space. */
  start: number;
  drawType: DrawType;
  /** Ball colour of the block; neighbouring blocks alternate so positions read apart. */
  colour: 'red' | 'blue';
  /** The block counts numbers anywhere in the draw (号码分布): a number may be drawn twice. */
  counted: boolean;
}

/**
 * One row: the draw and, per column, the missing value (0 = drawn) or EMPTY when the response
 * lacked it. Row objects are never mutated, so React can skip rows whose object is unchanged.
 */
export interface TableRow {
  period: string;
  drawTime: string;
  balls: readonly number[];
  values: Int32Array;
}

export type TableStats = Record<StatName, Int32Array>;

/** A trend table ready to render: blocks, flat columns, rows oldest first, window stats. */
export interface TrendTable {
  blocks: readonly Block[];
  columnCount: number;
  rows: readonly TableRow[];
  stats: TableStats;
}

/** The formatted cell of the specification (section 3). */
export interface FormattedCell {
  label: string;
  isDraw: boolean;
  isMissingLayer: boolean;
  drawType: DrawType;
  /** How many balls of the draw hit this key (2 when a repeating family draws a digit twice). */
  drawMap: number;
  isOrange: boolean;
  isBlue: boolean;
  isRed: boolean;
}

/** The four display toggles (specification section 4). */
export interface TrendToggles {
  /** 遗漏: show missing counts in missed cells. */
  presentMissing: boolean;
  /** 折线: draw the line through the hits. */
  presentLine: boolean;
  /** 遗漏分层: shade each key's trailing run of misses. */
  presentLineMissingLayer: boolean;
  /** 分隔线: a divider after every 5th row. */
  presentLineDivided: boolean;
}

export type ToggleName = keyof TrendToggles;
