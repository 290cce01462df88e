import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import { NoData, PageLoading, theme } from '@cp/shared/ui';
import { useTukuApi } from '../../api';
import { Failure } from '../common/Failure';
import { Button, Muted, Panel } from '../common/styles';
import { DateRangeForm } from './DateRangeForm';
import { formatDrawTime, periodText } from './format';
import { gestureHint } from './gestures';
import { PaperStage } from './PaperStage';
import { PaperStore } from './PaperStore';
import type { PeriodStep } from './PaperStore';
import { PeriodList } from './PeriodList';
import { ShareLink } from './ShareLink';
import { usePeriodKeys } from './usePeriodKeys';
import { ZoomControls } from './ZoomControls';
import { ZoomStore } from './ZoomStore';

export interface PaperViewerProps {
  categoryId: string;
  /** The period of the address (?p=); null opens the newest. */
  period: string | null;
  /** Shows another period: the page puts it in the address (`replace` when it only settles the address). */
  onPeriod: (period: string, replace: boolean) => void;
  /** The address of the paper shown, for 复制链接. */
  shareUrl: (period: string) => string;
  /** A way back to the category list (a link). */
  back: ReactNode;
  compact?: boolean;
}

/**
 * One category's papers: the current paper with zoom and pan, 上一期 / 下一期 (buttons, ← →,
 * swipes), its draw time, 复制链接, the date range and the period list.
 */
export const PaperViewer = observer(function PaperViewer({
  categoryId,
  period,
  onPeriod,
  shareUrl,
  back,
  compact = false,
}: PaperViewerProps) {
  const api = useTukuApi();
  const [store] = useState(() => new PaperStore(categoryId, { api }));
  const [zoom] = useState(() => new ZoomStore());
  const current = store.current;

  useEffect(() => {
    void store.open(period ?? undefined);
  }, [store, period]);

  // The address names the paper on screen (the newest when none was asked), so it can be shared.
  const shown = current?.period ?? null;
  useEffect(() => {
    if (shown !== null && shown !== period && !store.loading && !store.error) onPeriod(shown, true);
  }, [shown, period, store, store.loading, store.error, onPeriod]);

  useEffect(() => zoom.reset(), [zoom, shown]);

  const handleStep = (step: PeriodStep) => {
    const to = store.step(step);
    if (to && !store.loading) onPeriod(to, false);
  };
  usePeriodKeys(handleStep);

  if (!store.page) {
    if (store.error)
      return (
        <Failure message={store.error} retry={() => void store.retry()}>
          {back}
        </Failure>
      );
    return <PageLoading text="图纸加载中…" />;
  }

  const name = store.category?.name ?? '';
  return (
    <Wrapper $compact={compact} aria-busy={store.loading} aria-label={name}>
      <Header>
        {back}
        <Title>{name}</Title>
        {current && (
          <>
            <strong data-testid="paper-period">{periodText(current.period)}</strong>
            <Muted data-testid="draw-time">{`开奖时间 ${formatDrawTime(current.drawTime)}`}</Muted>
          </>
        )}
      </Header>
      {store.error && <Failure message={store.error} retry={() => void store.retry()} />}
      {current ? (
        <>
          <Toolbar>
            <Nav aria-label="翻期">
              <Button type="button" onClick={() => handleStep('previous')} disabled={!store.previousPeriod}>
                上一期
              </Button>
              <Button type="button" onClick={() => handleStep('next')} disabled={!store.nextPeriod}>
                下一期
              </Button>
            </Nav>
            <ZoomControls zoom={zoom} />
            <ShareLink key={current.period} url={shareUrl(current.period)} />
          </Toolbar>
          <PaperStage paper={current} categoryName={name} zoom={zoom} compact={compact} onStep={handleStep} />
          <Hint>{gestureHint(compact)}</Hint>
        </>
      ) : (
        <NoData text="暂无图纸">
          {store.filtered && <Muted>所选日期内没有图纸，可清除日期后查看全部期数。</Muted>}
        </NoData>
      )}
      <Panel>
        <DateRangeForm store={store} />
      </Panel>
      {(current || store.filtered) && <PeriodList store={store} onPick={(p) => onPeriod(p, false)} />}
    </Wrapper>
  );
});

const Wrapper = styled.section<{ $compact: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${(p) => (p.$compact ? '10px' : '14px')};
  min-width: 0;
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
`;

const Title = styled.h2`
  margin: 0;
  font-size: 18px;
  font-weight: 600;
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 16px;
`;

const Nav = styled.nav`
  display: inline-flex;
  gap: 6px;
`;

const Hint = styled.p`
  margin: 0;
  color: ${theme.color.textMuted};
  font-size: 12px;
`;
