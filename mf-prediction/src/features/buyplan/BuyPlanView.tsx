import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import type { JihuaNext } from '@cp/shared/domain';
import { theme } from '@cp/shared/ui';
import { MethodTabs, NextPeriod, PredictionBody, RecentSection, SummaryTable, usePredictionPage } from '../jihua';
import { money } from '../common/format';
import { Muted, Numbers, Panel, PanelTitle } from '../common/styles';
import { BuyRowsTable } from './BuyRowsTable';
import { BuySummary } from './BuySummary';

/**
 * 购彩计划: three plans (5码, 3码, 2码) on the first position with a multiplier progression. The
 * current plan's next period (numbers, 第 N 个计划 · 第 k 期, 倍数, 投入), its rows, and the long run.
 */
export const BuyPlanView = observer(function BuyPlanView({
  code,
  compact,
  rule,
}: {
  code: string;
  compact: boolean;
  rule?: string;
}) {
  const store = usePredictionPage('buyplan', code);
  return (
    <>
      {store.methods.length > 0 && (
        <MethodTabs methods={store.methods} current={store.method} label="选择计划" onSelect={store.selectMethod} />
      )}
      {rule && <Muted>{rule}</Muted>}
      <PredictionBody store={store}>
        {(page) => (
          <>
            <Panel aria-label="下期计划">
              <NextPeriod next={page.next}>{page.next && <NextStep next={page.next} />}</NextPeriod>
            </Panel>
            <RecentSection
              kind="buyplan"
              code={code}
              method={page.method}
              recent={page.recent}
              title="计划记录"
              table={(rows) => <BuyRowsTable rows={rows} label="计划记录" compact={compact} />}
            />
            <Panel aria-label="长期盈亏">
              <PanelTitle>长期盈亏</PanelTitle>
              <BuySummary methods={page.methods} summary={page.summary} />
              <PanelTitle>命中率</PanelTitle>
              <SummaryTable
                methods={page.methods}
                summary={page.summary}
                current={page.method}
                head="计划"
                label="各计划命中率"
              />
            </Panel>
          </>
        )}
      </PredictionBody>
    </>
  );
});

function NextStep({ next }: { next: JihuaNext }) {
  const cell = next.cells[0];
  return (
    <Facts>
      <div>
        <dt>{cell?.label ?? '号码'}</dt>
        <dd>
          <Numbers data-testid="buy-numbers">{cell?.pick ?? '—'}</Numbers>
        </dd>
      </div>
      {next.buy && (
        <>
          <div>
            <dt>计划</dt>
            <dd>
              第 {next.buy.planNo} 个计划 · 第 {next.buy.step} 期
            </dd>
          </div>
          <div>
            <dt>倍数</dt>
            <dd>{next.buy.multiplier}</dd>
          </div>
          <div>
            <dt>投入</dt>
            <dd>{money(next.buy.cost)}</dd>
          </div>
        </>
      )}
    </Facts>
  );
}

const Facts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: 6px 20px;
  margin: 0;
  font-size: 14px;

  div {
    display: flex;
    gap: 6px;
  }
  dt {
    color: #666;
  }
  dd {
    margin: 0;
    font-weight: 600;
    color: ${theme.color.text};
  }
`;
