import { computeTrend, trendTypesFor } from '@cp/shared/domain';
import { segmentWidths } from '../features/trend/components/columnStyle';
import { columnSegments, readTable, type RowFormat } from '../features/trend/model';
import { seededHistory } from './histories';

/**
 * PK10 基本 over `count` of 200 seeded draws, with a row format whose segments hold three to
 * four columns (so that cells sit in several boxes of a row): what the row writer's tests write.
 */
export function pk10Rows(count = 60) {
  const spec = trendTypesFor('pk10').find((s) => s.type === 'basic')!;
  const history = seededHistory('pk10', 200, 5);
  const table = readTable(spec, computeTrend('pk10', 'basic', history, count));
  const segments = columnSegments(table.blocks, new Array<number>(table.columnCount).fill(22), 60, 90);
  const format: RowFormat = {
    blocks: table.blocks,
    keyStyles: new Array<string>(table.columnCount).fill(''),
    segments,
    segmentStyles: segmentWidths(segments, (n) => `${n}px`).map((w) => `width:${w}`),
    regular: 99,
    twoDigits: true,
    specialLast: false,
  };
  return { spec, history, table, format };
}
