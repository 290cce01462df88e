import { createContext, useContext, useState } from 'react';
import type { ReactNode } from 'react';

/**
 * A remote page's first view, prepared before it renders (the remote's `prepareFirstView`): the
 * page stores, loaded, by key (e.g. `history:fc3d`). The server renders the page from them; the
 * browser prepares the same stores over the server's recorded answers and hydrates. Each store
 * is taken once — by the page's first mount — so a later visit of the page loads afresh.
 */
export class PreparedStores {
  private readonly stores = new Map<string, unknown>();

  set(key: string, store: unknown): this {
    this.stores.set(key, store);
    return this;
  }

  take<T>(key: string): T | undefined {
    const store = this.stores.get(key) as T | undefined;
    this.stores.delete(key);
    return store;
  }
}

const PreparedContext = createContext<PreparedStores | null>(null);

/** Provides a route tree's `firstView` prop (anything else — no first view — provides nothing). */
export function PreparedStoresProvider({ value, children }: { value: unknown; children: ReactNode }) {
  return (
    <PreparedContext.Provider value={value instanceof PreparedStores ? value : null}>
      {children}
    </PreparedContext.Provider>
  );
}

/**
 * The page's store: the prepared one of `key` (already loaded: `prepared` is true and the page
 * must not load it again), else a new one from `create`.
 */
export function usePreparedStore<T>(key: string, create: () => T): { store: T; prepared: boolean } {
  const prepared = useContext(PreparedContext);
  const [state] = useState(() => {
    const store = prepared?.take<T>(key);
    return store === undefined ? { store: create(), prepared: false } : { store, prepared: true };
  });
  return state;
}
