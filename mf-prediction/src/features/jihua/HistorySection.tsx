import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import type { JihuaRow, PlanKind } from '@cp/shared/domain';
import { PageLoading } from '@cp/shared/ui';
import { useJihuaApi } from '../../api';
import { Failure } from '../common/Failure';
import { PageNav } from '../common/PageNav';
import { useNewDraw } from '@cp/shared/ui';
import { Muted } from '../common/styles';
import { HistoryStore } from './HistoryStore';

/** The paged record of a method (history endpoint), followed live; `table` renders a page of rows. */
export const HistorySection = observer(function HistorySection({
  kind,
  code,
  method,
  table,
}: {
  kind: PlanKind;
  code: string;
  method: string;
  table: (rows: JihuaRow[]) => ReactNode;
}) {
  const api = useJihuaApi();
  const [store] = useState(() => new HistoryStore(kind, code, method, { api }));
  useEffect(() => {
    void store.load(1);
  }, [store]);
  useNewDraw(code, () => void store.load());

  if (!store.rows && store.error) return <Failure message={store.error} retry={() => void store.retry()} />;
  if (!store.rows) return <PageLoading text="历史记录加载中…" />;
  if (store.rows.length === 0) return <Muted>暂无已开奖的计划记录。</Muted>;
  return (
    <>
      <Muted>
        共 {store.total} 期，第 {store.page} / {store.pages} 页
      </Muted>
      {store.error && <Failure message={store.error} retry={() => void store.retry()} />}
      {table(store.rows)}
      <PageNav page={store.page} pages={store.pages} goTo={(p) => void store.load(p)} />
    </>
  );
});
