import { trendTypesFor } from '@cp/shared/domain';
import type { Family } from '@cp/shared/domain';
import { AppError } from '../../lib/errors';

/**
 * The cost of one trend request, in cells: every row of the window carries a missing value for
 * every key of every position of every type asked, so the answer grows as
 * (keys of the types) × rows, about 11 to 16 bytes a cell. The cap is on what is asked, keys ×
 * count, so that whether a request is served does not depend on how much history there is.
 * Measured on 24 hours of 极速六合彩 (1,152 draws), all ten types (553 keys): 90 draws 804 KB;
 * 361 (the most allowed) 3.1 MB; 5000 asked 9.8 MB (12.5 MB in the report that asked for the
 * cap). The largest request of the site (every type of 六合彩 over 90 draws: 49,770 cells) has
 * four times the room.
 */
export const TREND_MAX_CELLS = 200_000;

/** Keys of each trend type of a family (a type's positions' keys added up). */
const keysByFamily = new Map<Family, Map<string, number>>();

function keysOf(group: Family): Map<string, number> {
  let keys = keysByFamily.get(group);
  if (!keys) {
    keys = new Map(trendTypesFor(group).map((s) => [s.type, s.positions.reduce((n, p) => n + p.keys.length, 0)]));
    keysByFamily.set(group, keys);
  }
  return keys;
}

/** Keys of the distinct known types among `types` (an unknown type counts 0: the engine refuses it by name). */
export function trendKeys(group: Family, types: readonly string[]): number {
  const keys = keysOf(group);
  return [...new Set(types)].reduce((n, t) => n + (keys.get(t) ?? 0), 0);
}

/** Throws TREND_TOO_LARGE (400) when (keys of `types`) × `count` is over `maxCells`. */
export function assertTrendCost(group: Family, types: readonly string[], count: number, maxCells = TREND_MAX_CELLS) {
  const keys = trendKeys(group, types);
  const cells = keys * count;
  if (cells > maxCells)
    throw new AppError(
      400,
      'TREND_TOO_LARGE',
      `走势数据过大：一次请求最多 ${maxCells.toLocaleString('en-US')} 格（所选走势类型的列数 × 期数），` +
        `本次为 ${keys} 列 × ${count} 期 = ${cells.toLocaleString('en-US')} 格；请减少走势类型或期数`,
      { keys, count, cells, maxCells },
    );
}
