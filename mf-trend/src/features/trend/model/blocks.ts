import type { TrendPosition, TrendTypeSpec } from '@cp/shared/domain';
import type { Block, DrawType } from './types';

const BALL_KEY = /^(num|.*count)\d+$/;

/** Numbers and counts sit on balls; attribute labels (大, 龙, 豹子, 3:0 …) on chips. */
export function drawTypeOf(position: TrendPosition): DrawType {
  return position.keys.every((k) => BALL_KEY.test(k.key)) ? 'ball' : 'text';
}

/**
 * The blocks of a trend type, optionally only some of its positions (in the type's order),
 * laid out from column `start`. Colours alternate from `colourOffset` so that neighbouring
 * positions read apart, also across the types of a composed view.
 */
export function blocksOf(spec: TrendTypeSpec, positions?: readonly string[], start = 0, colourOffset = 0): Block[] {
  const out: Block[] = [];
  let col = start;
  for (const p of spec.positions) {
    if (positions && !positions.includes(p.key)) continue;
    out.push({
      id: `${spec.type}:${p.key}`,
      type: spec.type,
      position: p.key,
      label: p.label,
      keys: p.keys,
      start: col,
      drawType: drawTypeOf(p),
      colour: (out.length + colourOffset) % 2 === 0 ? 'red' : 'blue',
      counted: spec.type === 'distribution' && p.key === 'all',
    });
    col += p.keys.length;
  }
  return out;
}

/** Columns the blocks span. */
export function columnCountOf(blocks: readonly Block[]): number {
  const last = blocks[blocks.length - 1];
  return last ? last.start + last.keys.length : 0;
}
