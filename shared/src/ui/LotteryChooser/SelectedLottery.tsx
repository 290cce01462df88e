import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { Navigate } from 'react-router-dom';
import type { PublicLottery } from '../../api';
import { useStores } from '@cp/shared/stores';
import { NoData } from '../NoData';
import { PageLoading } from '../PageLoading';
import { Notice, NoticeButton } from '../frame/Notice';
import type { KindSelectionState } from './useKindSelection';

export interface SelectedLotteryProps {
  state: KindSelectionState;
  /** Where a path without a code goes, given the first lottery's code. */
  redirectTo: (code: string) => string;
  children: (lottery: PublicLottery) => ReactNode;
}

/**
 * The part of a page that depends on the chosen lottery: waits for the kind's list, sends a
 * path without a code to the first lottery, and says so plainly when the code is unknown (naming
 * the lottery when it exists but is not offered on this page).
 */
export const SelectedLottery = observer(function SelectedLottery({
  state,
  redirectTo,
  children,
}: SelectedLotteryProps) {
  const { lotteries } = useStores();
  const { selection, retry } = state;
  switch (selection.status) {
    case 'loading':
      return <PageLoading text="彩种列表加载中..." />;
    case 'failed':
      return (
        <Notice tone="error" title="彩种列表加载失败" action={<NoticeButton onClick={retry}>重新加载</NoticeButton>}>
          请检查网络后重试。
        </Notice>
      );
    case 'empty':
      return <NoData />;
    case 'redirect':
      return <Navigate to={redirectTo(selection.code)} replace />;
    case 'unknown': {
      const known = lotteries.find(selection.code);
      return (
        <Notice tone="error" title="未知彩种">
          {known ? `「${known.name}」不在本页的彩种列表中` : `没有代码为「${selection.code}」的彩种`}
          ，请从「选择彩种」中选择。
        </Notice>
      );
    }
    case 'ok':
      return <>{children(selection.lottery)}</>;
  }
});
