import styled from 'styled-components';
import type { PublicDraw } from '@cp/shared/api';
import type { Family } from '@cp/shared/domain';
import { DrawBalls, theme } from '@cp/shared/ui';
import { detailText, historyColumns } from '../model/columns';
import { DetailValue } from './DetailValue';

/** '2026-11-21T09:30:00.000+08:00' → '2026-11-21 09:30' (already Beijing time). */
export const drawTimeText = (iso: string) => iso.slice(0, 16).replace('T', ' ');

/** Desktop history: period, time, balls, then the family's rule details as columns. */
export function HistoryTable({ group, list }: { group: Family; list: readonly PublicDraw[] }) {
  const columns = historyColumns(group);
  return (
    <Scroll>
      <Table aria-label="历史开奖" data-testid="history-table">
        <thead>
          <tr>
            <th scope="col">期号</th>
            <th scope="col">开奖时间</th>
            <th scope="col">开奖号码</th>
            {columns.map((c) => (
              <th key={c.key} scope="col">
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {list.map((d) => (
            <tr key={d.period}>
              <td>{d.period}</td>
              <td>{drawTimeText(d.drawTime)}</td>
              <td className="balls">
                <DrawBalls group={group} draw={d} size="24px" summary={false} />
              </td>
              {columns.map((c) => (
                <td key={c.key}>
                  <DetailValue value={detailText(d.ruleDetail, c.key)} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroll>
  );
}

const Scroll = styled.div`
  overflow-x: auto;
  background: #fff;
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 13px;
  th,
  td {
    padding: 6px 8px;
    border: 1px solid ${theme.color.border};
    text-align: center;
    white-space: nowrap;
  }
  thead th {
    background: #f6f1e4;
    color: #5b4a2c;
    font-weight: normal;
  }
  tbody tr:nth-child(even) td {
    background: #faf8f3;
  }
  td.balls > div,
  td.balls > div > div {
    justify-content: center;
    flex-wrap: nowrap;
  }
  .vals {
    display: inline-flex;
    gap: 3px;
  }
  .v.hot {
    color: ${theme.color.red};
  }
  .v.cold {
    color: ${theme.color.blue};
  }
  .v.tie {
    color: ${theme.color.green};
  }
`;
