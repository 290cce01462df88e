import { createContext, useContext, useEffect } from 'react';
import type { ReactNode } from 'react';
import type { PlanKind } from '@cp/shared/domain';
import { useJihuaApi } from '../../api';
import { useNewDraw, usePreparedStore } from '@cp/shared/ui';
import { PredictionStore } from './PredictionStore';

const PredictionStoreContext = createContext<PredictionStore | null>(null);

/** The key of the page store a first view prepares (plans/firstView.ts). */
export const PREDICTION_STORE_KEY = 'prediction';

/**
 * Holds the one page store of the prediction pages while the remote's routes are shown: the
 * first view's, loaded, or a new one.
 */
export function PredictionStoreProvider({ children }: { children: ReactNode }) {
  const api = useJihuaApi();
  const { store } = usePreparedStore(PREDICTION_STORE_KEY, () => new PredictionStore({ api }));
  return <PredictionStoreContext.Provider value={store}>{children}</PredictionStoreContext.Provider>;
}

export function usePredictionStore(): PredictionStore {
  const store = useContext(PredictionStoreContext);
  if (!store) throw new Error('usePredictionStore needs a PredictionStoreProvider');
  return store;
}

/**
 * Opens a kind of a lottery in the page store (a given method, else the one chosen before on
 * this kind, else the first) and reloads it when a new draw of the lottery arrives.
 */
export function usePredictionPage(kind: PlanKind, code: string, method: string | null = null): PredictionStore {
  const store = usePredictionStore();
  useEffect(() => {
    const kept = store.target?.kind === kind ? store.target.method : null;
    void store.open(kind, code, method ?? kept);
  }, [store, kind, code, method]);
  useNewDraw(code, (period) => void store.reload(period));
  return store;
}
