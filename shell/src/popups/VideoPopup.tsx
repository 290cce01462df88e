import { Suspense, lazy } from 'react';
import { observer } from 'mobx-react-lite';
import { useStores } from '@cp/shared/stores';
import { NoData, PageLoading, Popup } from '@cp/shared/ui';
import { useDrawWatch } from '../common/useDrawWatch';
import { ShellErrorBoundary } from '../errors';

const DrawReplay = lazy(() => import('./replay/DrawReplay'));

/** The draw video popup (PopupStore.video): the latest draw replayed in an 880×568 frame, full width on phones. */
export const VideoPopup = observer(function VideoPopup() {
  const { popups, ui } = useStores();
  const { active, lotteryCode, name } = popups.video;
  if (!active) return null;
  return (
    <Popup
      open
      title={`${name} 开奖视频`}
      onClose={popups.closeVideo}
      width="880px"
      fullWidth={ui.device === 'mobile'}
      bodyMaxHeight="none"
      bodyPadding="0"
      testId="video-popup"
    >
      <LiveReplay code={lotteryCode} />
    </Popup>
  );
});

/** The replay of one lottery, kept live: a new draw restarts it. */
export const LiveReplay = observer(function LiveReplay({ code }: { code: string }) {
  const { draws } = useStores();
  useDrawWatch([code]);
  const info = draws.info(code);
  if (!info) return <PageLoading />;
  if (!info.prePeriod) return <NoData />;
  // The replay is a lazy chunk: a failed chunk reloads once, anything else stays inside the popup.
  return (
    <ShellErrorBoundary resetKey={code}>
      <Suspense fallback={<PageLoading />}>
        <DrawReplay info={info} />
      </Suspense>
    </ShellErrorBoundary>
  );
});
