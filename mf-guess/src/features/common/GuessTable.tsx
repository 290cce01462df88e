import styled from 'styled-components';
import type { GuessDto } from '@cp/shared/domain';
import { theme } from '@cp/shared/ui';
import { Table, TableScroll, Win } from './styles';
import { shortTime, statusText } from './format';

export interface GuessTableProps {
  guesses: GuessDto[];
  label: string;
  showLottery?: boolean;
  showTime?: boolean;
  /** Show the 期号 column (a table of one period says it in its title instead). */
  showPeriod?: boolean;
  /** A phone: four columns at most — 期号 (with the lottery under it), 竞猜, 开奖, 结果 — so that 结果 stays in view. */
  compact?: boolean;
}

/** Guesses as a table: period, position, play, pick, odds, result, state, and optionally the lottery and time. */
export function GuessTable(props: GuessTableProps) {
  return props.compact ? <CompactTable {...props} /> : <FullTable {...props} />;
}

function FullTable({ guesses, label, showLottery = false, showTime = false, showPeriod = true }: GuessTableProps) {
  return (
    <TableScroll>
      <Table aria-label={label}>
        <thead>
          <tr>
            {showLottery && <th>彩种</th>}
            {showPeriod && <th>期号</th>}
            <th>位置</th>
            <th>玩法</th>
            <th>竞猜</th>
            <th>赔率</th>
            <th>开奖</th>
            <th>结果</th>
            {showTime && <th>时间</th>}
          </tr>
        </thead>
        <tbody>
          {guesses.map((g) => (
            <tr key={g.id} data-status={g.status}>
              {showLottery && <td>{g.lotteryName}</td>}
              {showPeriod && <td>{g.period}</td>}
              <td>{g.positionLabel}</td>
              <td>{g.playLabel}</td>
              <td>{g.pickLabel}</td>
              <td>{g.odds}</td>
              <td>{g.result ?? '—'}</td>
              <td>
                <Win $tone={g.status}>{statusText(g)}</Win>
              </td>
              {showTime && <td>{shortTime(g.placedAt)}</td>}
            </tr>
          ))}
        </tbody>
      </Table>
    </TableScroll>
  );
}

function CompactTable({ guesses, label, showLottery = false, showPeriod = true }: GuessTableProps) {
  return (
    <Table aria-label={label}>
      <thead>
        <tr>
          {showPeriod && <th>期号</th>}
          <th>竞猜</th>
          <th>开奖</th>
          <th>结果</th>
        </tr>
      </thead>
      <tbody>
        {guesses.map((g) => (
          <tr key={g.id} data-status={g.status}>
            {showPeriod && (
              <td>
                {g.period}
                {showLottery && <Small>{g.lotteryName}</Small>}
              </td>
            )}
            <td>
              {g.positionLabel} {g.playLabel} <b>{g.pickLabel}</b>
            </td>
            <td>{g.result ?? '—'}</td>
            <td>
              <Win $tone={g.status}>{statusText(g)}</Win>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

const Small = styled.small`
  display: block;
  color: ${theme.color.textMuted};
`;
