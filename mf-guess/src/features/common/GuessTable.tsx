import type { GuessDto } from '@cp/shared/domain';
import { Table, TableScroll, Win } from './styles';
import { shortTime, statusText } from './format';

/** Guesses as a table: period, position, play, pick, odds, result, state, and optionally the lottery and time. */
export function GuessTable({
  guesses,
  label,
  showLottery = false,
  showTime = false,
  compact = false,
}: {
  guesses: GuessDto[];
  label: string;
  showLottery?: boolean;
  showTime?: boolean;
  /** A phone's table of one period: without the 期号 and 赔率 columns, so that 结果 stays in view. */
  compact?: boolean;
}) {
  return (
    <TableScroll>
      <Table aria-label={label}>
        <thead>
          <tr>
            {showLottery && <th>彩种</th>}
            {!compact && <th>期号</th>}
            <th>位置</th>
            <th>玩法</th>
            <th>竞猜</th>
            {!compact && <th>赔率</th>}
            <th>开奖</th>
            <th>结果</th>
            {showTime && <th>时间</th>}
          </tr>
        </thead>
        <tbody>
          {guesses.map((g) => (
            <tr key={g.id} data-status={g.status}>
              {showLottery && <td>{g.lotteryName}</td>}
              {!compact && <td>{g.period}</td>}
              <td>{g.positionLabel}</td>
              <td>{g.playLabel}</td>
              <td>{g.pickLabel}</td>
              {!compact && <td>{g.odds}</td>}
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
