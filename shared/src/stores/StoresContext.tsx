import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import type { RootStore } from './RootStore';

const StoresContext = createContext<RootStore | null>(null);

/** Provides the one RootStore to the shell and every remote rendered inside it. */
export function StoresProvider({ store, children }: { store: RootStore; children: ReactNode }) {
  return <StoresContext.Provider value={store}>{children}</StoresContext.Provider>;
}

/** The RootStore of the page; throws when rendered outside a StoresProvider. */
export function useStores(): RootStore {
  const store = useContext(StoresContext);
  if (!store) throw new Error('useStores() needs a <StoresProvider> above it');
  return store;
}
