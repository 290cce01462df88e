import styled from 'styled-components';
import type { JihuaRow } from '@cp/shared/domain';
import { HitMark } from '../common/HitMark';
import { Numbers, QUIET_COLOR, Table, TableScroll } from '../common/styles';

/**
 * Scored periods, newest first: per item the pick with 中 / 错 and what was drawn. Wide tables
 * (PK10 has 22 two-sided items) scroll inside their box with the period column kept in view.
 */
export function RowsTable({
  rows,
  label,
  pickPrefix = '',
  compact = false,
}: {
  rows: JihuaRow[];
  label: string;
  pickPrefix?: string;
  /** A phone: the period's last four digits (the full number in its title). */
  compact?: boolean;
}) {
  const heads = rows[0]?.cells ?? [];
  return (
    <TableScroll>
      <Table aria-label={label}>
        <thead>
          <tr>
            <th scope="col">期号</th>
            {heads.map((c) => (
              <th scope="col" key={c.key}>
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.period}>
              <th scope="row" title={row.period}>
                {compact ? row.period.slice(-4) : row.period}
                {row.backfilled && <Small title="服务启动时按历史补算，非实时生成">补算</Small>}
              </th>
              {row.cells.map((c) => (
                <td key={c.key}>
                  <Numbers>
                    {pickPrefix}
                    {c.pick}
                  </Numbers>{' '}
                  <HitMark hit={c.hit} />
                  {c.drawn !== undefined && <Small>开 {c.drawn}</Small>}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </TableScroll>
  );
}

const Small = styled.small`
  display: block;
  font-size: 11px;
  color: ${QUIET_COLOR};
`;
