import type { JihuaMethod, JihuaMethodSummary } from '@cp/shared/domain';
import { RATE_SPANS } from '../common/format';
import { RateCell, RateLegend } from '../common/RateText';
import { Table, TableScroll } from '../common/styles';

/** Every method's hit rate over the three spans, each beside pure chance and its 95 % interval. */
export function SummaryTable({
  methods,
  summary,
  current,
  label,
  head = '专家',
}: {
  methods: JihuaMethod[];
  summary: JihuaMethodSummary[];
  current: string | null;
  label: string;
  head?: string;
}) {
  return (
    <>
      <TableScroll>
        <Table aria-label={label}>
          <thead>
            <tr>
              <th scope="col">{head}</th>
              {RATE_SPANS.map((s) => (
                <th scope="col" key={s.key}>
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {summary.map((s) => (
              <tr key={s.method} aria-current={s.method === current ? 'true' : undefined}>
                <th scope="row">{methods.find((m) => m.id === s.method)?.name ?? s.method}</th>
                {RATE_SPANS.map((span) => (
                  <td key={span.key}>
                    <RateCell rate={s.rates[span.key]} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </Table>
      </TableScroll>
      <RateLegend />
    </>
  );
}
