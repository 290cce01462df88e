import { STAT_ORDER } from '@cp/shared/domain';
import { EMPTY } from './constants';
import type { Block, TableRow, TableStats, TrendTable } from './types';

/** One source of a composed view: a type's table, restricted to some positions. */
export interface TablePart {
  table: TrendTable;
  positions?: readonly string[];
  /** Header of the part's blocks instead of their position names. */
  label?: string;
}

interface ComposedRow {
  sources: readonly (TableRow | undefined)[];
  row: TableRow;
}

const sameSources = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * Composes the tables of several trend types into one (the 定位 view puts a position's numbers,
 * 大小, 单双 … side by side). Rows are aligned by period on the first part. The composer keeps
 * its blocks and its composed rows between calls, so after a live draw only the new row is a
 * new object and React re-renders nothing else.
 */
export class TableComposer {
  private blocks: Block[] | null = null;
  private blockSources: readonly Block[] = [];
  private rows = new Map<string, ComposedRow>();
  /** The last table composed, and the tables it was composed of. */
  private last: { sources: readonly TrendTable[]; table: TrendTable } | null = null;

  /** Composes `parts` (always the same tab's sources): from the same tables, the same table object. */
  compose(parts: readonly TablePart[]): TrendTable {
    if (parts.length === 1 && !parts[0].positions) return parts[0].table;
    const sources = parts.map((p) => p.table);
    if (this.last && sameSources(this.last.sources, sources)) return this.last.table;
    const table = this.join(parts);
    this.last = { sources, table };
    return table;
  }

  private join(parts: readonly TablePart[]): TrendTable {
    const picks = parts.map((p) => p.table.blocks.filter((b) => !p.positions || p.positions.includes(b.position)));
    const blocks = this.blocksFor(
      picks,
      parts.map((p) => p.label),
    );
    const columnCount = blocks.length ? blocks[blocks.length - 1].start + blocks[blocks.length - 1].keys.length : 0;
    const master = parts[0]?.table.rows ?? [];
    const byPeriod = parts.map((p) => new Map(p.table.rows.map((r) => [r.period, r])));
    const next = new Map<string, ComposedRow>();
    const rows = master.map((m) => {
      const sources = byPeriod.map((map) => map.get(m.period));
      const known = this.rows.get(m.period);
      const composed =
        known && sameSources(known.sources, sources)
          ? known
          : { sources, row: joinRow(m, sources, picks, columnCount) };
      next.set(m.period, composed);
      return composed.row;
    });
    this.rows = next;
    const stats = {} as TableStats;
    for (const name of STAT_ORDER) {
      stats[name] = new Int32Array(columnCount).fill(EMPTY);
      let col = 0;
      parts.forEach((p, i) => {
        for (const b of picks[i]) {
          stats[name].set(p.table.stats[name].subarray(b.start, b.start + b.keys.length), col);
          col += b.keys.length;
        }
      });
    }
    return { blocks, columnCount, rows, stats };
  }

  private blocksFor(picks: readonly (readonly Block[])[], labels: readonly (string | undefined)[]): Block[] {
    const flat = picks.flat();
    if (this.blocks && sameSources(this.blockSources, flat)) return this.blocks;
    const labelOf = new Map(picks.flatMap((bs, i) => bs.map((b) => [b, labels[i] ?? b.label] as const)));
    let start = 0;
    this.blocks = flat.map((b, i) => {
      const out: Block = { ...b, start, label: labelOf.get(b) ?? b.label, colour: i % 2 === 0 ? 'red' : 'blue' };
      start += b.keys.length;
      return out;
    });
    this.blockSources = flat;
    return this.blocks;
  }
}

function joinRow(
  master: TableRow,
  sources: readonly (TableRow | undefined)[],
  picks: readonly (readonly Block[])[],
  columnCount: number,
): TableRow {
  const values = new Int32Array(columnCount).fill(EMPTY);
  let col = 0;
  sources.forEach((src, i) => {
    for (const b of picks[i]) {
      if (src) values.set(src.values.subarray(b.start, b.start + b.keys.length), col);
      col += b.keys.length;
    }
  });
  return { period: master.period, drawTime: master.drawTime, balls: master.balls, values };
}
