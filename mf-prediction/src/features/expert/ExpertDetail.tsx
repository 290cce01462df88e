import { lazy, Suspense, useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { PageLoading, theme } from '@cp/shared/ui';
import { useJihuaApi } from '../../api';
import {
  HistorySection,
  ItemsTable,
  NextPeriod,
  PredictionBody,
  RECORD_WINDOWS,
  RecordStore,
  RowsTable,
  usePredictionPage,
} from '../jihua';
import { Failure } from '../common/Failure';
import { RatesLines } from '../common/RateText';
import { useNewDraw } from '@cp/shared/ui';
import { Muted, Panel, PanelTitle, Row } from '../common/styles';

const RecordChart = lazy(() => import('./RecordChart'));

/**
 * An expert's full record: how it picks, its next numbers, its rates beside chance overall and
 * per position, the rolling hit rate against the chance line (30- or 100-period window), and
 * every scored period, paged.
 */
export const ExpertDetail = observer(function ExpertDetail({
  code,
  method,
  prefix,
  compact,
}: {
  code: string;
  method: string;
  prefix: string;
  compact: boolean;
}) {
  const store = usePredictionPage('expert', code, method);
  const api = useJihuaApi();
  const [record] = useState(() => new RecordStore('expert', code, method, { api }));
  useEffect(() => {
    void record.load();
  }, [record]);
  useNewDraw(code, () => void record.load());
  const shown = record.shown;

  return (
    <PredictionBody store={store}>
      {(page) => {
        const m = page.methods.find((x) => x.id === page.method);
        return (
          <>
            <Back to={`${prefix}/${code}`}>‹ 返回专家列表</Back>
            <Panel aria-label="专家简介">
              <PanelTitle>{m?.name}</PanelTitle>
              <Muted>{m?.description}</Muted>
              <NextPeriod next={page.next} />
            </Panel>
            <Panel aria-label="历史战绩">
              <PanelTitle>历史战绩</PanelTitle>
              {!record.record && record.error ? (
                <Failure message={record.error} retry={() => void record.retry()} />
              ) : !record.record ? (
                <PageLoading text="历史战绩加载中…" />
              ) : (
                <>
                  <RatesLines rates={record.record.rates} />
                  <ItemsTable items={record.record.items} next={page.next?.cells ?? null} label="各位置命中率" />
                  <Row role="group" aria-label="滚动窗口">
                    {RECORD_WINDOWS.map((w) => (
                      <WindowButton
                        key={w}
                        type="button"
                        aria-pressed={record.window === w}
                        onClick={() => void record.setWindow(w)}
                      >
                        近{w}期滚动
                      </WindowButton>
                    ))}
                  </Row>
                  {!shown ? (
                    <PageLoading text="图表加载中…" />
                  ) : shown.points.length === 0 ? (
                    <Muted>已开奖的计划不足 {shown.window} 期，暂无滚动命中率。</Muted>
                  ) : (
                    <Suspense fallback={<PageLoading text="图表加载中…" />}>
                      <RecordChart record={shown} height={compact ? 220 : 280} />
                    </Suspense>
                  )}
                </>
              )}
            </Panel>
            <Panel aria-label="全部记录">
              <PanelTitle>全部记录</PanelTitle>
              <HistorySection
                key={`${code}:${method}`}
                kind="expert"
                code={code}
                method={page.method}
                table={(rows) => <RowsTable rows={rows} label="专家历史记录" compact={compact} />}
              />
            </Panel>
          </>
        );
      }}
    </PredictionBody>
  );
});

const Back = styled(Link)`
  font-size: 13px;
  color: ${theme.color.link};
`;

const WindowButton = styled.button`
  min-height: 30px;
  padding: 0 12px;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  background: ${theme.color.panel};
  color: ${theme.color.text};
  cursor: pointer;

  &[aria-pressed='true'] {
    border-color: ${theme.color.brand};
    color: ${theme.color.brandDark};
    font-weight: 600;
  }
`;
