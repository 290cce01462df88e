import { observer } from 'mobx-react-lite';
import {
  ItemsTable,
  MethodTabs,
  NextPeriod,
  PredictionBody,
  RecentSection,
  RowsTable,
  SummaryTable,
  usePredictionPage,
} from '../jihua';
import { Panel, PanelTitle } from '../common/styles';
import { TwoSidesCards } from './TwoSidesCards';

/**
 * 两面推荐: the chosen expert's 大小 / 单双 pick per item for the next period with its rates, every
 * expert's rates, and the recent periods with 中 / 错. A phone shows one card per item.
 */
export const TwoSidesView = observer(function TwoSidesView({ code, compact }: { code: string; compact: boolean }) {
  const store = usePredictionPage('lmTj', code);
  return (
    <>
      {store.methods.length > 0 && (
        <MethodTabs methods={store.methods} current={store.method} label="选择专家" onSelect={store.selectMethod} />
      )}
      <PredictionBody store={store}>
        {(page) => (
          <>
            <Panel aria-label="下期推荐">
              <NextPeriod next={page.next} />
              {compact ? (
                <TwoSidesCards page={page} />
              ) : (
                <ItemsTable
                  items={page.items}
                  next={page.next?.cells ?? null}
                  itemHead="项目"
                  label="下期两面推荐与命中率"
                />
              )}
            </Panel>
            <Panel aria-label="各专家命中率">
              <PanelTitle>各专家命中率（全部项目）</PanelTitle>
              <SummaryTable methods={page.methods} summary={page.summary} current={page.method} label="各专家命中率" />
            </Panel>
            <RecentSection
              kind="lmTj"
              code={code}
              method={page.method}
              recent={page.recent}
              table={(rows) => <RowsTable rows={rows} label="两面推荐记录" compact={compact} />}
            />
          </>
        )}
      </PredictionBody>
    </>
  );
});
