import { useEffect, useRef } from 'react';
import { reaction } from 'mobx';
import { useStores } from '@cp/shared/stores';

/**
 * (In @cp/shared/ui, which each build bundles, not in the @cp/shared/stores singleton: a remote
 * that uses it then runs inside an older shell too, whose singleton has no such export.)
 *
 * Calls `onDraw(period)` each time a new draw of `code` arrives while the component is shown
 * (live push through the shared DrawStore, which this also asks to watch the lottery).
 */
export function useNewDraw(code: string, onDraw: (period: string) => void): void {
  const { draws } = useStores();
  const latest = useRef(onDraw);
  useEffect(() => {
    latest.current = onDraw;
  });
  useEffect(() => {
    const stopWatching = draws.watch([code]);
    const stopReacting = reaction(
      () => draws.info(code)?.prePeriod?.period,
      (period, before) => {
        if (period && before && period !== before) latest.current(period);
      },
    );
    return () => {
      stopWatching();
      stopReacting();
    };
  }, [draws, code]);
}
