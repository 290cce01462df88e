import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import type { JihuaPage } from '@cp/shared/domain';
import { PageLoading } from '@cp/shared/ui';
import { Failure } from '../common/Failure';
import { Disclaimer } from '../common/Disclaimer';
import { Button, Muted, Row } from '../common/styles';
import type { PredictionStore } from './PredictionStore';

/**
 * The states of a prediction page: loading, failed (with 重试), then the page. A failed live
 * reload keeps the page and says so beside a retry. The disclaimer sits under every state.
 */
export const PredictionBody = observer(function PredictionBody({
  store,
  children,
}: {
  store: PredictionStore;
  children: (page: JihuaPage) => ReactNode;
}) {
  const page = store.page;
  return (
    <>
      {!page && store.error ? (
        <Failure message={store.error} retry={() => void store.retry()} />
      ) : !page ? (
        <PageLoading text="预测数据加载中…" />
      ) : (
        <>
          {store.error && (
            <Row role="alert">
              <Muted>更新失败：{store.error}</Muted>
              <Button type="button" onClick={() => void store.retry()}>
                重试
              </Button>
            </Row>
          )}
          {children(page)}
        </>
      )}
      <Disclaimer />
    </>
  );
});
