import { memo } from 'react';
import type { CSSProperties } from 'react';
import type { Block } from '../model';
import type { Unit } from './columnStyle';

/** Blocks wider than this many keys keep their label in view while the table scrolls sideways. */
const WIDE_BLOCK = 12;

interface Props {
  blocks: readonly Block[];
  keyWidths: readonly number[];
  lead: readonly [CSSProperties, CSSProperties];
  keyStyles: readonly (CSSProperties | null)[];
  unit: Unit;
}

/**
 * Two header rows: position names spanning their keys, then the key labels (the lines are
 * measured on these). 期号 and 开奖号码 stand in the first row over blank cells of the second.
 */
export const TrendHead = memo(function TrendHead({ blocks, keyWidths, lead, keyStyles, unit }: Props) {
  return (
    <div role="rowgroup" className="th">
      <div role="row" className="r">
        <span role="columnheader" className="pd top" style={lead[0]}>
          期号
        </span>
        <span role="columnheader" className="dr-h top" style={lead[1]}>
          开奖号码
        </span>
        {blocks.map((b) => {
          let w = 0;
          for (let i = 0; i < b.keys.length; i++) w += keyWidths[b.start + i];
          // spans its keys: their widths plus the borders between them
          return (
            <span
              key={b.id}
              role="columnheader"
              aria-colspan={b.keys.length}
              className={`pos be pos-${b.colour === 'red' ? 'r' : 'b'}${b.keys.length > WIDE_BLOCK ? ' wide' : ''}`}
              style={{ width: `calc(${unit(w)} + ${b.keys.length - 1}px)` }}
            >
              <span className="pl">{b.label}</span>
            </span>
          );
        })}
      </div>
      <div role="row" className="r">
        <span className="pd bottom" style={lead[0]} aria-hidden="true" />
        <span className="dr-h bottom" style={lead[1]} aria-hidden="true" />
        {blocks.flatMap((b) =>
          b.keys.map((k, i) => (
            <span
              key={`${b.id}:${k.key}`}
              role="columnheader"
              className={i === b.keys.length - 1 ? 'k be' : 'k'}
              style={keyStyles[b.start + i] ?? undefined}
              data-key={`${b.type}:${b.position}:${k.key}`}
            >
              {k.label}
            </span>
          )),
        )}
      </div>
    </div>
  );
});
