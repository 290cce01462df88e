import styled from 'styled-components';
import type { JihuaRow } from '@cp/shared/domain';
import { HitMark } from '../common/HitMark';
import { money, signedMoney } from '../common/format';
import { GAIN_COLOR, Money, MISS_COLOR, Numbers, Table, TableScroll } from '../common/styles';

const STATUS = { won: '中奖', failed: '失败', running: '进行中' } as const;

/** A buy plan's periods: numbers, multiplier, cost, running cost, draw, 中 / 错, state and profit. */
export function BuyRowsTable({ rows, label, compact = false }: { rows: JihuaRow[]; label: string; compact?: boolean }) {
  return (
    <TableScroll>
      <Table aria-label={label}>
        <thead>
          <tr>
            <th scope="col">期号</th>
            <th scope="col">计划</th>
            <th scope="col">计划号码</th>
            <th scope="col">倍数</th>
            <th scope="col">投入</th>
            <th scope="col">累计投入</th>
            <th scope="col">开奖</th>
            <th scope="col">结果</th>
            <th scope="col">状态</th>
            <th scope="col">盈亏</th>
            <th scope="col">总盈亏</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const b = row.buy;
            const cell = row.cells[0];
            return (
              <tr key={row.period} data-status={b?.status}>
                <th scope="row" title={row.period}>
                  {compact ? row.period.slice(-4) : row.period}
                </th>
                <td>{b ? `${b.planNo}-${b.step}` : '—'}</td>
                <td>
                  <Numbers>{cell?.pick ?? '—'}</Numbers>
                </td>
                <td>{b?.multiplier ?? '—'}</td>
                <td>{b ? money(b.cost) : '—'}</td>
                <td>{b ? money(b.runningCost) : '—'}</td>
                <td>{cell?.drawn ?? '—'}</td>
                <td>
                  <HitMark hit={cell?.hit} />
                </td>
                <td>{b && <Status $status={b.status}>{STATUS[b.status]}</Status>}</td>
                <td>{b && <Money $value={b.profit}>{signedMoney(b.profit)}</Money>}</td>
                <td>{b && <Money $value={b.totalProfit}>{signedMoney(b.totalProfit)}</Money>}</td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </TableScroll>
  );
}

const Status = styled.span<{ $status: 'won' | 'failed' | 'running' }>`
  font-weight: 600;
  color: ${(p) => (p.$status === 'won' ? GAIN_COLOR : p.$status === 'failed' ? MISS_COLOR : '#1f5fb0')};
`;
