import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { FAMILIES } from '@cp/shared/domain';
import { useStores } from '@cp/shared/stores';
import { NoData, PageLoading, PageNotFound, rem, theme, usePreparedStore, useTitleSuffix } from '@cp/shared/ui';
import { REMOTE_NAME } from '../../remote';
import { trendKey } from './firstView';
import { afterPaint } from './components/afterPaint';
import { TrendHeader } from './components/TrendHeader';
import { scrollerProps } from './components/segmentWindow';
import { TableSlots } from './components/TableSlots';
import { useFirstInput } from './components/firstInput';
import { TrendToolbar } from './components/TrendToolbar';
import { useNear } from './components/useNear';
import { useRevealedRows } from './components/useRevealedRows';
import { ViewTabs } from './components/ViewTabs';
import { shownRowCount, visibleRowCount, type TrendTable as Table } from './model';
import { TrendPerfMarks } from './perf/perfMarks';
import { tabKey, type PreparedTable } from './store/composedTables';
import { TrendPageStore } from './store/TrendPageStore';
import { whenIdle } from './store/whenIdle';

const TrendCharts = lazy(() => import('./charts/TrendCharts'));
const noop = () => undefined;

interface Props {
  code: string;
  mobile: boolean;
}

/** The trend page of one lottery (desktop /lottery/trend/{code}, mobile /m/lottery/trend/{code}). */
export const TrendPage = observer(function TrendPage({ code, mobile }: Props) {
  const root = useStores();
  // The first view's store comes loaded (firstView.ts): no second request for its tables.
  const { store } = usePreparedStore(trendKey(code), () => new TrendPageStore(root, code));
  // The benchmark's paint marks, set from what the store does (before the store starts loading).
  const [marks] = useState(() => new TrendPerfMarks(store));
  useEffect(() => store.onActivity(marks.record), [store, marks]);
  const [chartsOn, setChartsOn] = useState(false);
  // The other views' tables are built ahead once the visitor does something (firstInput.ts).
  const interacted = useFirstInput();
  // On phones the pictures are below the table: drawn once the visitor scrolls near them.
  const aside = useRef<HTMLDivElement>(null);
  const near = useNear(aside, mobile);
  // The table last shown (and its view), kept on screen under the loading veil while another loads.
  const last = useRef<{ table: Table; key: string } | null>(null);
  // An unknown code is the 404 page, which titles itself.
  useTitleSuffix(store.notFound ? null : '走势图表 |');

  useEffect(() => {
    store.releaseIdleWork();
    void store.load();
    return store.startLive();
  }, [store]);

  const current = store.table;
  if (current) last.current = { table: current, key: tabKey(store.view!, store.tab!) };
  const shown = current || store.loading ? last.current : null;
  const table = shown?.table ?? null;
  // A chunk appended while scrolling comes a slice of rows a frame (no long task); the next one
  // is asked for (the statistics in view) once this one is all there.
  const revealed = useRevealedRows(store.visibleRows, current);
  const revealing = revealed < store.visibleRows;
  useEffect(() => {
    // The pictures come once the browser is idle after the table has been painted: they never
    // delay the table, nor its hydration.
    if (table && !chartsOn) afterPaint(() => whenIdle(() => setChartsOn(true)));
  }, [table, chartsOn]);

  const index = mobile ? '/m/lottery/trend' : '/lottery/trend';
  if (store.notFound)
    return (
      <PageNotFound remote={REMOTE_NAME}>
        <Link to={index}>返回走势图表</Link>
      </PageNotFound>
    );
  const view = store.view;
  const tab = store.tab;
  const group = store.group;
  const family = group ? FAMILIES[group] : null;

  /** The props of a table on the page (on screen or built ahead). */
  const slot = (t: Table, visible: number, label = '', hasMore = visible < t.rows.length, painted = true) => ({
    table: t,
    visible,
    hasMore,
    toggles: store.toggles,
    mobile,
    label: `${store.name} ${label}`,
    regular: store.regularBalls,
    twoDigits: (family?.max ?? 0) >= 10,
    specialLast: group === 'hk6',
    onMore: store.showMoreRows,
    // The benchmark's painted marks wait for a chunk's last slice.
    onPainted: painted ? marks.painted : noop,
  });
  // The other views' tables, built while idle, as they will be first shown: one chunk.
  const prepared = (list: PreparedTable[]) =>
    list.map(({ key, table: t, label }) => ({
      key,
      table: t && slot(t, shownRowCount(t.rows.length, store.liveRows, 1), label),
    }));

  let body;
  if (table && group && family && table.rows.length > 0) {
    body = (
      <Body className={mobile ? 'mobile' : undefined}>
        <Scroll
          data-testid="trend-scroll"
          tabIndex={0}
          role="region"
          aria-label="走势表（可左右滚动）"
          {...scrollerProps}
        >
          <TableSlots
            slotKey={shown!.key}
            table={
              current
                ? slot(table, revealed, tab?.label, !revealing && store.hasMoreRows, !revealing)
                : slot(table, visibleRowCount(table.rows.length, 1), tab?.label, false)
            }
            prepared={current && interacted ? prepared(store.otherTables) : undefined}
          />
          {store.loading && (
            <Loading data-testid="trend-loading" role="status" aria-live="polite">
              加载中…
            </Loading>
          )}
        </Scroll>
        <Aside ref={aside}>
          {chartsOn && (near || !mobile) && (
            <Suspense fallback={null}>
              <TrendCharts group={group} table={table} mobile={mobile} />
            </Suspense>
          )}
        </Aside>
      </Body>
    );
  } else if (store.error && !store.loading) {
    body = (
      <NoData text={`走势数据加载失败：${store.error}`}>
        <Retry type="button" onClick={() => void store.load()}>
          重试
        </Retry>
      </NoData>
    );
  } else if ((current && current.rows.length === 0) || (store.lottery && store.views.length === 0)) {
    body = <NoData />;
  } else {
    body = <PageLoading />;
  }

  return (
    <Page data-testid="trend-page" data-code={code} aria-busy={store.loading}>
      <TrendHeader store={store} mobile={mobile} />
      {view && tab && (
        <>
          <ViewTabs
            views={store.views}
            view={view}
            tab={tab}
            mobile={mobile}
            onView={store.setView}
            onTab={store.setTab}
          />
          <TrendToolbar
            toggles={store.toggles}
            range={store.range}
            loading={store.loading}
            mobile={mobile}
            onToggle={store.toggle}
            onRange={store.setRange}
          />
        </>
      )}
      {body}
    </Page>
  );
});

const Page = styled.div`
  background: ${theme.color.bg};
  color: ${theme.color.text};
  font-family: ${theme.font.family};
`;

/* Static rules (phones under .mobile): nothing is recomputed when the page renders again. */
const Body = styled.div`
  display: flex;
  align-items: flex-start;
  gap: 12px;
  padding: 10px 0;
  &.mobile {
    display: block;
    padding: 0;
  }
`;

/* The table takes what it needs (scrolling sideways past the room there is), the pictures take the rest. */
const Scroll = styled.div`
  position: relative;
  flex: 0 1 auto;
  min-width: 0;
  overflow-x: auto;
  background: #fff;
  -webkit-overflow-scrolling: touch;
`;

/*
 * At least 320 px, and whatever room a narrow table (快3, 幸运28) leaves: no empty band beside
 * it; the pictures then sit side by side (TrendCharts).
 */
const Aside = styled.div`
  flex: 1 0 320px;
  min-width: 0;
  position: sticky;
  top: 8px;
  .mobile > & {
    position: static;
    margin-top: ${rem(10)};
  }
`;

const Loading = styled.div`
  position: absolute;
  inset: 0;
  z-index: 5;
  display: flex;
  align-items: flex-start;
  justify-content: center;
  padding-top: 80px;
  background: rgba(255, 255, 255, 0.6);
  color: ${theme.color.brand};
  font-size: 14px;
`;

const Retry = styled.button`
  padding: 4px 16px;
  border: 1px solid ${theme.color.brand};
  border-radius: ${theme.radius};
  background: #fff;
  color: ${theme.color.brand};
  cursor: pointer;
`;
