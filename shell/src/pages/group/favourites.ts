import { useCallback, useLayoutEffect, useState } from 'react';

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

/** The favourite lotteries, persisted in localStorage ('cp.favourites'). */
export function useFavourites(storage: Store | null = browserStorage()) {
  // Read after the first render, before the browser paints it: the server's first view (which
  // has no storage) and the browser's hydration of it must draw the same list; the stars and
  // the favourites-first order then follow in the same frame.
  const [codes, setCodes] = useState<string[]>([]);
  useLayoutEffect(() => setCodes(readFavourites(storage)), [storage]);
  const toggle = useCallback(
    (code: string) => {
      setCodes((current) => {
        const next = current.includes(code) ? current.filter((c) => c !== code) : [...current, code];
        try {
          storage?.setItem(FAVOURITES_KEY, JSON.stringify(next));
        } catch {
          // storage full or blocked: the star still works for this visit
        }
        return next;
      });
    },
    [storage],
  );
  return { codes, toggle, has: (code: string) => codes.includes(code) };
}
