import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useStores } from '@cp/shared/stores';
import { NoData, PageLoading, PageNotFound, theme, usePreparedStore, useTitleSuffix } from '@cp/shared/ui';
import { REMOTE_NAME } from '../../remote';
import { historyKey } from './firstView';
import { SectionPage as Page, TitleBar } from '../common/PageFrame';
import { DatePicker } from './components/DatePicker';
import { HistoryCards } from './components/HistoryCards';
import { HistoryTable } from './components/HistoryTable';
import { Pager } from './components/Pager';
import { HistoryStore } from './HistoryStore';
import { beijingToday } from './model/calendar';

/**
 * Draw history of one lottery (/lottery/history/{code}, /m/lottery/history/{code}): a Beijing
 * date from the calendar, paging, and the family's rule details — as table columns on desktop,
 * as the history list or the detailed history on mobile.
 */
export const HistoryPage = observer(function HistoryPage({ code, mobile }: { code: string; mobile: boolean }) {
  const root = useStores();
  // The first view's store comes loaded (firstView.ts): no second request for its draws.
  const { store, prepared } = usePreparedStore(historyKey(code), () => new HistoryStore(root, code));
  const [mode, setMode] = useState<'list' | 'detail'>('list');
  // An unknown code is the 404 page, which titles itself.
  useTitleSuffix(store.notFound ? null : '历史开奖 |');
  useEffect(() => {
    void root.lotteries.loadPublic();
    if (!prepared) void store.load();
  }, [root, store, prepared]);

  const prefix = mobile ? '/m' : '';
  if (store.notFound)
    return (
      <PageNotFound remote={REMOTE_NAME}>
        <Link to={`${prefix}/lottery/history`}>返回历史开奖</Link>
      </PageNotFound>
    );
  const group = store.group;
  const data = store.data;
  const today = beijingToday(root.draws.serverNow());
  let body;
  if (store.error && !data) body = <NoData text={`历史开奖加载失败：${store.error}`} />;
  else if (!data || !group) body = <PageLoading />;
  else if (data.list.length === 0) body = <NoData />;
  else if (mobile) body = <HistoryCards group={group} list={data.list} mode={mode} />;
  else body = <HistoryTable group={group} list={data.list} />;

  return (
    <Page $mobile={mobile} data-testid="history-page" aria-busy={store.loading}>
      <Bar>
        <h1>{store.name}</h1>
        <span>历史开奖</span>
        <Spacer />
        <Link to={`${prefix}/lottery/trend/${code}`}>走势图</Link>
        <DatePicker value={store.date} today={today} onChange={store.setDate} />
      </Bar>
      {mobile && (
        <Tabs role="tablist" aria-label="显示方式">
          {(['list', 'detail'] as const).map((m) => (
            <button key={m} type="button" role="tab" aria-selected={mode === m} onClick={() => setMode(m)}>
              {m === 'list' ? '开奖列表' : '详细历史'}
            </button>
          ))}
        </Tabs>
      )}
      {body}
      {data && data.total > store.size && (
        <Pager page={store.page} pages={store.pages} total={data.total} onPage={store.setPage} />
      )}
    </Page>
  );
});

const Bar = styled(TitleBar)`
  gap: 0.6em;
  border-bottom: 1px solid ${theme.color.border};
  a {
    color: ${theme.color.link};
  }
`;

const Spacer = styled.span`
  flex: 1;
`;

const Tabs = styled.div`
  display: flex;
  background: #fff;
  border-bottom: 1px solid ${theme.color.border};
  button {
    flex: 1;
    height: 2.6em;
    border: 0;
    border-bottom: 2px solid transparent;
    background: transparent;
    font-size: inherit;
  }
  button[aria-selected='true'] {
    border-bottom-color: ${theme.color.brand};
    color: ${theme.color.brand};
  }
`;
