import type { TrendKey } from '@cp/shared/domain';
import type { Block, TableRow } from '../features/trend/model/types';

/** Keys `num0…num{n-1}` labelled with their index. */
export const testKeys = (n: number): TrendKey[] =>
  Array.from({ length: n }, (_, i) => ({ key: `num${i}`, label: String(i) }));

/** A 基本 ball block of three keys at column 0, red; `over` replaces any field. */
export const testBlock = (over: Partial<Block> = {}): Block => ({
  id: 'basic:hm1',
  type: 'basic',
  position: 'hm1',
  label: '百位',
  keys: testKeys(3),
  start: 0,
  drawType: 'ball',
  colour: 'red',
  counted: false,
  ...over,
});

/** A table row with these key values (0 = hit) and draw balls. */
export const testRow = (values: number[], balls: number[] = []): TableRow => ({
  period: 'p',
  drawTime: '',
  balls,
  values: Int32Array.from(values),
});
