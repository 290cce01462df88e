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
import { Muted, Panel, PanelTitle } from '../common/styles';

/**
 * 杀号计划: five experts each name, per position, one number they expect NOT to come. Per
 * position the 杀 number and the success rate beside the chance that number does not come.
 */
export const KillView = observer(function KillView({
  code,
  compact,
  rule,
}: {
  code: string;
  compact: boolean;
  rule?: string;
}) {
  const store = usePredictionPage('shJh', code);
  return (
    <>
      {rule && <Muted>{rule}</Muted>}
      {store.methods.length > 0 && (
        <MethodTabs methods={store.methods} current={store.method} label="选择专家" onSelect={store.selectMethod} />
      )}
      <PredictionBody store={store}>
        {(page) => (
          <>
            <Panel aria-label="下期杀号">
              <NextPeriod next={page.next} />
              <ItemsTable
                items={page.items}
                next={page.next?.cells ?? null}
                pickHead="杀号"
                pickPrefix="杀 "
                label="下期杀号与成功率"
              />
            </Panel>
            <Panel aria-label="各专家杀号成功率">
              <PanelTitle>各专家杀号成功率（全部位置）</PanelTitle>
              <SummaryTable
                methods={page.methods}
                summary={page.summary}
                current={page.method}
                label="各专家杀号成功率"
              />
            </Panel>
            <RecentSection
              kind="shJh"
              code={code}
              method={page.method}
              recent={page.recent}
              title="近期杀号记录"
              table={(rows) => <RowsTable rows={rows} label="杀号记录" pickPrefix="杀" compact={compact} />}
            />
          </>
        )}
      </PredictionBody>
    </>
  );
});
