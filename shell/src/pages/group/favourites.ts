import { useCallback, useSyncExternalStore } from 'react';

/** localStorage key of the favourite lottery codes (a JSON array). */
export const FAVOURITES_KEY = 'cp.favourites';

type Store = Pick<Storage, 'getItem' | 'setItem'>;

const browserStorage = (): Store | null => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

/** The stored favourite codes; anything unreadable counts as none. */
export function readFavourites(storage: Store | null): string[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(FAVOURITES_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((c): c is string => typeof c === 'string') : [];
  } catch {
    return [];
  }
}

/** Favourites first (in the order they were starred), then the rest in their given order. */
export function favouritesFirst<T extends { code: string }>(items: readonly T[], favourites: readonly string[]): T[] {
  const rank = new Map(favourites.map((c, i) => [c, i]));
  const starred = items
    .filter((i) => rank.has(i.code))
    .sort((a, b) => (rank.get(a.code) ?? 0) - (rank.get(b.code) ?? 0));
  return [...starred, ...items.filter((i) => !rank.has(i.code))];
}

const NONE: readonly string[] = [];
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
/** Per storage: the last raw value read and its codes (one array per value, as React needs). */
const snapshots = new WeakMap<object, { raw: string | null; codes: readonly string[] }>();
/** Per storage that refused a write: the codes of this visit. */
const visitOnly = new WeakMap<object, readonly string[]>();
const NO_STORAGE = {};

function snapshot(storage: Store | null): readonly string[] {
  const key = storage ?? NO_STORAGE;
  const kept = visitOnly.get(key);
  if (kept) return kept;
  let raw: string | null = null;
  try {
    raw = storage?.getItem(FAVOURITES_KEY) ?? null;
  } catch {
    // storage blocked: no favourites
  }
  const last = snapshots.get(key);
  if (last && last.raw === raw) return last.codes;
  const codes = readFavourites(storage);
  snapshots.set(key, { raw, codes });
  return codes;
}

/**
 * The favourite lotteries, persisted in localStorage ('cp.favourites'). A server-rendered first
 * view has no storage: React hydrates it with none (the server snapshot), then draws the stars
 * and the favourites-first order from storage.
 */
export function useFavourites(storage: Store | null = browserStorage()) {
  const codes = useSyncExternalStore(
    subscribe,
    () => snapshot(storage),
    () => NONE,
  );
  const toggle = useCallback(
    (code: string) => {
      const current = snapshot(storage);
      const next = current.includes(code) ? current.filter((c) => c !== code) : [...current, code];
      const key = storage ?? NO_STORAGE;
      try {
        if (!storage) throw new Error('no storage');
        storage.setItem(FAVOURITES_KEY, JSON.stringify(next));
        visitOnly.delete(key);
      } catch {
        // storage full or blocked: the star still works for this visit
        visitOnly.set(key, next);
      }
      for (const listener of listeners) listener();
    },
    [storage],
  );
  return { codes, toggle, has: (code: string) => codes.includes(code) };
}
