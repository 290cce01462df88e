import styled from 'styled-components';
import type { JihuaRate, JihuaRates } from '@cp/shared/domain';
import { theme } from '@cp/shared/ui';
import { RATE_SPANS, rateParts } from './format';
import { QUIET_COLOR } from './styles';

/**
 * A hit rate as one line, never without its reference: 近100期 52%（随机 50%，95%区间 42%–62%）.
 * The measured rate stands out; chance and the interval follow in quieter text, always visible.
 */
export function RateText({ label, rate }: { label: string; rate: JihuaRate }) {
  const p = rateParts(rate);
  return (
    <Line data-testid="rate">
      {label} <Strong>{rate.n === 0 ? '暂无记录' : p.rate}</Strong>
      {rate.n > 0 && (
        <Quiet>
          （随机 {p.chance}，95%区间 {p.interval}）
        </Quiet>
      )}
    </Line>
  );
}

/** The three spans, one line each. */
export function RatesLines({ rates }: { rates: JihuaRates }) {
  return (
    <List>
      {RATE_SPANS.map((s) => (
        <li key={s.key}>
          <RateText label={s.label} rate={rates[s.key]} />
        </li>
      ))}
    </List>
  );
}

/** A rate in a table cell: the rate, then 随机 x% and the interval in two short lines. */
export function RateCell({ rate }: { rate: JihuaRate }) {
  const p = rateParts(rate);
  if (rate.n === 0) return <span>—</span>;
  return (
    <Cell>
      <Strong>{p.rate}</Strong>
      <Quiet>随机 {p.chance}</Quiet>
      <Quiet>{p.interval}</Quiet>
    </Cell>
  );
}

/** Says once per table what the two quiet figures are. */
export function RateLegend() {
  return <Legend>命中率下方：纯随机时的命中率，以及 95% 置信区间（区间包含随机值即与随机无显著差别）。</Legend>;
}

const Line = styled.span`
  font-size: 13px;
  color: ${theme.color.text};
`;

const Strong = styled.b`
  font-size: 14px;
  color: ${theme.color.text};
`;

const Quiet = styled.span`
  color: ${QUIET_COLOR};
  font-size: 12px;
`;

const Cell = styled.span`
  display: inline-flex;
  flex-direction: column;
  align-items: center;
  line-height: 1.35;
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 2px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Legend = styled.p`
  margin: 0;
  font-size: 12px;
  color: ${QUIET_COLOR};
`;
