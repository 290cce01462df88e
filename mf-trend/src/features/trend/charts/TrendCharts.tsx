import { useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import { EChart } from '@cp/shared/charts';
import type { Family } from '@cp/shared/domain';
import { rem, theme } from '@cp/shared/ui';
import { appearanceOption, missingOption } from '../model/chartOptions';
import { keyProbabilities, warmKeyProbabilities } from '../model/probabilities';
import { whenIdle } from '../store/whenIdle';
import type { TrendTable } from '../model';
import { afterPaint } from '../components/afterPaint';
import { afterFirstInput } from '../components/firstInput';

interface Props {
  group: Family;
  table: TrendTable;
  mobile: boolean;
}

/**
 * The pictures beside the table, for one position block at a time: appearance counts against
 * the expected count for the window, and current missing against average missing. Loaded
 * lazily (with ECharts) only on trend pages, and updated after the table has been painted.
 */
export default function TrendCharts({ group, table: latest, mobile }: Props) {
  const [chosen, setChosen] = useState<string | null>(null);
  // The other views' probabilities are worked out while the browser is idle once the visitor
  // does something (firstInput.ts), not when shown, nor while the page loads.
  useEffect(() => {
    let stop: (() => void) | null = null;
    const cancel = afterFirstInput(() => (stop = warmKeyProbabilities(group, whenIdle)));
    return () => {
      cancel();
      stop?.();
    };
  }, [group]);
  // The second picture is drawn a task after the first: two ECharts instances are two long tasks
  // apart, not one twice as long.
  const [second, setSecond] = useState(false);
  useEffect(() => whenIdle(() => setSecond(true)), []);
  // The pictures follow the table one frame later, so they never hold up its painting.
  const [table, setTable] = useState(latest);
  useEffect(() => {
    if (table !== latest) afterPaint(() => setTable(latest));
  }, [table, latest]);
  const block = table.blocks.find((b) => b.id === chosen) ?? table.blocks[0];
  const positions = useMemo(
    () => table.blocks.filter((b) => b.type === block?.type).map((b) => b.position),
    [table.blocks, block],
  );
  const probabilities = useMemo(
    () => (block ? (keyProbabilities(group, block.type, positions)[block.position] ?? {}) : {}),
    [group, block, positions],
  );
  const appear = useMemo(
    () => (block ? appearanceOption(block, table.stats, probabilities, table.rows.length) : null),
    [block, table.stats, probabilities, table.rows.length],
  );
  const missing = useMemo(() => (block ? missingOption(block, table.stats) : null), [block, table.stats]);
  if (!block || !appear || !missing) return null;
  const height = mobile ? '5.6rem' : 210;
  return (
    <Wrapper $mobile={mobile} aria-label="走势图示" data-testid="trend-charts">
      <Head>
        <Title>图示</Title>
        {table.blocks.length > 1 && (
          <select
            aria-label="选择位置"
            value={block.id}
            onChange={(e) => setChosen(e.target.value)}
            data-testid="trend-chart-block"
          >
            {table.blocks.map((b) => (
              <option key={b.id} value={b.id}>
                {b.label}
              </option>
            ))}
          </select>
        )}
      </Head>
      <Charts>
        <EChart
          option={appear}
          height={height}
          label={`${block.label} 出现次数与期望次数`}
          data-testid="trend-chart-appear"
        />
        {second ? (
          <EChart
            option={missing}
            height={height}
            label={`${block.label} 当前遗漏与平均遗漏`}
            data-testid="trend-chart-missing"
          />
        ) : (
          <div style={{ height }} />
        )}
      </Charts>
      <Note>期望次数 = 期数 × 该号码（或属性）每期开出的概率。</Note>
    </Wrapper>
  );
}

const Wrapper = styled.aside<{ $mobile: boolean }>`
  background: ${theme.color.panel};
  border: 1px solid ${theme.color.border};
  padding: ${(p) => (p.$mobile ? rem(8) : '8px')};
`;

/* One picture under the other; side by side when the column has room for two (a narrow table beside it). */
const Charts = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(280px, 100%), 1fr));
  column-gap: 12px;
  > * {
    min-width: 0;
  }
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  margin-bottom: 4px;
  select {
    max-width: 60%;
    font-size: 12px;
  }
`;

const Title = styled.h3`
  margin: 0;
  font-size: 14px;
  color: ${theme.color.brand};
`;

const Note = styled.p`
  margin: 4px 0 0;
  font-size: 11px;
  color: ${theme.color.textMuted};
`;
