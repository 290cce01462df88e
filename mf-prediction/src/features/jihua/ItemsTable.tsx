import type { JihuaCell, JihuaRates } from '@cp/shared/domain';
import { RATE_SPANS } from '../common/format';
import { RateCell, RateLegend } from '../common/RateText';
import { Numbers, Table, TableScroll } from '../common/styles';

/**
 * Per item (position, or position's 大小 / 单双): the method's pick for the next period, when
 * given, and its rates over the three spans beside chance.
 */
export function ItemsTable({
  items,
  next,
  label,
  itemHead = '位置',
  pickHead = '下期推荐',
  pickPrefix = '',
}: {
  items: Array<{ key: string; label: string; rates: JihuaRates }>;
  next?: JihuaCell[] | null;
  label: string;
  itemHead?: string;
  pickHead?: string;
  pickPrefix?: string;
}) {
  const showPick = next !== undefined;
  return (
    <>
      <TableScroll>
        <Table aria-label={label}>
          <thead>
            <tr>
              <th scope="col">{itemHead}</th>
              {showPick && <th scope="col">{pickHead}</th>}
              {RATE_SPANS.map((s) => (
                <th scope="col" key={s.key}>
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {items.map((item) => {
              const cell = next?.find((c) => c.key === item.key);
              return (
                <tr key={item.key}>
                  <th scope="row">{item.label}</th>
                  {showPick && (
                    <td>
                      {cell ? (
                        <Numbers>
                          {pickPrefix}
                          {cell.pick}
                        </Numbers>
                      ) : (
                        '—'
                      )}
                    </td>
                  )}
                  {RATE_SPANS.map((s) => (
                    <td key={s.key}>
                      <RateCell rate={item.rates[s.key]} />
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </Table>
      </TableScroll>
      <RateLegend />
    </>
  );
}
