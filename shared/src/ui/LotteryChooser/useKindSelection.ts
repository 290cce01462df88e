import { useCallback, useEffect, useState } from 'react';
import { useStores } from '@cp/shared/stores';
import type { LotteryKind } from '../../stores';
import { resolveKindSelection } from './kindSelection';
import type { KindSelection } from './kindSelection';
import type { SeriesGroup } from '../../domain';
import type { PublicLottery } from '../../api';

export interface KindSelectionState {
  selection: KindSelection;
  /** The kind's lotteries by series, as the store keeps them (the chooser orders them). */
  groups: SeriesGroup<PublicLottery>[];
  /** Fetches the kind's list again after a failure. */
  retry: () => void;
}

/**
 * Loads one kind's lottery list through the one LotteryStore (fetched once, then cached) and
 * resolves the path's code against it. Call it from an observer component.
 */
export function useKindSelection(kind: LotteryKind, code: string | undefined): KindSelectionState {
  const { lotteries } = useStores();
  const [settledKind, setSettledKind] = useState<LotteryKind | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    void lotteries.loadKind(kind).then(() => {
      if (live) setSettledKind(kind);
    });
    return () => {
      live = false;
    };
  }, [lotteries, kind, attempt]);

  const retry = useCallback(() => {
    setSettledKind(null);
    setAttempt((n) => n + 1);
  }, []);

  const list = lotteries.kinds[kind];
  return {
    selection: resolveKindSelection(list, settledKind === kind, code),
    groups: list.lotteryTypeItems,
    retry,
  };
}
