import { act, renderHook } from '@testing-library/react';
import { FAVOURITES_KEY, favouritesFirst, readFavourites, useFavourites } from './favourites';
import { fakeStorage } from '@cp/shared/testing';

describe('favourites', () => {
  it('reads the stored codes and survives junk', () => {
    expect(readFavourites(fakeStorage({ [FAVOURITES_KEY]: '["hk6","jspk10"]' }))).toEqual(['hk6', 'jspk10']);
    expect(readFavourites(fakeStorage({ [FAVOURITES_KEY]: '{bad' }))).toEqual([]);
    expect(readFavourites(fakeStorage({ [FAVOURITES_KEY]: '{"a":1}' }))).toEqual([]);
    expect(readFavourites(null)).toEqual([]);
  });

  it('puts favourites first in the order they were starred', () => {
    const items = ['a', 'b', 'c', 'd'].map((code) => ({ code }));
    expect(favouritesFirst(items, ['d', 'b']).map((i) => i.code)).toEqual(['d', 'b', 'a', 'c']);
    expect(favouritesFirst(items, ['zz']).map((i) => i.code)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('toggles a star and persists it in localStorage', () => {
    const storage = fakeStorage();
    const { result, unmount } = renderHook(() => useFavourites(storage));
    act(() => result.current.toggle('hk6'));
    act(() => result.current.toggle('jspk10'));
    expect(result.current.has('hk6')).toBe(true);
    expect(JSON.parse(storage.getItem(FAVOURITES_KEY) ?? '[]')).toEqual(['hk6', 'jspk10']);
    act(() => result.current.toggle('hk6'));
    expect(JSON.parse(storage.getItem(FAVOURITES_KEY) ?? '[]')).toEqual(['jspk10']);
    unmount();
    const again = renderHook(() => useFavourites(storage));
    expect(again.result.current.codes).toEqual(['jspk10']);
  });
});
