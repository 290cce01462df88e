import type { JihuaMethod, JihuaMethodSummary } from '@cp/shared/domain';
import { money, percent, signedMoney } from '../common/format';
import { Money, Muted, Table, TableScroll } from '../common/styles';

/**
 * The long run of each plan: plans won and failed, money staked and returned, the profit per
 * unit staked beside what chance gives — negative for every progression at these odds.
 */
export function BuySummary({ methods, summary }: { methods: JihuaMethod[]; summary: JihuaMethodSummary[] }) {
  const expected = summary.find((s) => s.buy)?.buy?.expectedProfitPerUnit;
  return (
    <>
      <TableScroll>
        <Table aria-label="各计划长期盈亏">
          <thead>
            <tr>
              <th scope="col">计划</th>
              <th scope="col">中奖 / 失败</th>
              <th scope="col">总投入</th>
              <th scope="col">总回报</th>
              <th scope="col">盈亏</th>
              <th scope="col">每投入 1 元盈亏</th>
              <th scope="col">随机期望</th>
            </tr>
          </thead>
          <tbody>
            {summary.map((s) => {
              const b = s.buy;
              return (
                <tr key={s.method}>
                  <th scope="row">{methods.find((m) => m.id === s.method)?.name ?? s.method}</th>
                  {b ? (
                    <>
                      <td>
                        {b.won} / {b.failed}
                      </td>
                      <td>{money(b.totalCost)}</td>
                      <td>{money(b.totalReturn)}</td>
                      <td>
                        <Money $value={b.profit}>{signedMoney(b.profit)}</Money>
                      </td>
                      <td>
                        <Money $value={b.profitPerUnit}>{signedPercent(b.profitPerUnit)}</Money>
                      </td>
                      <td>{signedPercent(b.expectedProfitPerUnit)}</td>
                    </>
                  ) : (
                    <td colSpan={6}>—</td>
                  )}
                </tr>
              );
            })}
          </tbody>
        </Table>
      </TableScroll>
      {expected !== undefined && (
        <Muted data-testid="buy-expectation">
          按此赔率，每投入 1 元的期望回报是 {percent(1 + expected)}，即长期平均亏损 {percent(-expected)}：
          无论怎样倍投，任何方案的期望盈亏都是负的；倍投只会放大波动，一次失败（连续 10 期未中）可能亏掉此前所有盈利。
        </Muted>
      )}
    </>
  );
}

const signedPercent = (x: number) => (x > 0 ? `+${percent(x)}` : x < 0 ? `−${percent(-x)}` : '0%');
