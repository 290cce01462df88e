import { forwardRef, memo } from 'react';
import type { CSSProperties } from 'react';
import { STAT_LABELS, STAT_ORDER } from '@cp/shared/domain';
import { EMPTY, type Block, type TableStats } from '../model';

interface Props {
  blocks: readonly Block[];
  stats: TableStats;
  lead: readonly [CSSProperties, CSSProperties];
  keyStyles: readonly (CSSProperties | null)[];
}

/**
 * The five statistics rows under the table, exactly the values the API (or, after a live draw,
 * the same definitions over the same rows) gives. The group is also the chunk anchor.
 */
export const TrendStats = memo(
  forwardRef<HTMLDivElement, Props>(function TrendStats({ blocks, stats, lead, keyStyles }, ref) {
    return (
      <div role="rowgroup" className="tf" ref={ref} data-testid="trend-stats">
        {STAT_ORDER.map((name) => (
          <div role="row" key={name} className={`r st-${name}`} data-testid={`trend-stat-${name}`}>
            <span role="rowheader" className="pd" style={lead[0]}>
              {STAT_LABELS[name]}
            </span>
            <span className="dr" style={lead[1]} aria-hidden="true" />
            {blocks.flatMap((b) =>
              b.keys.map((k, i) => {
                const c = b.start + i;
                const v = stats[name][c];
                return (
                  <span
                    key={`${b.id}:${k.key}`}
                    role="cell"
                    className={i === b.keys.length - 1 ? 'be' : undefined}
                    style={keyStyles[c] ?? undefined}
                  >
                    {v === EMPTY ? '' : v}
                  </span>
                );
              }),
            )}
          </div>
        ))}
      </div>
    );
  }),
);
