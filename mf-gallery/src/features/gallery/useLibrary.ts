import { useEffect } from 'react';
import type { GalleryType } from '@cp/shared/domain';
import { usePreparedStore } from '@cp/shared/ui';
import { useTukuApi } from '../../api';
import { LibraryStore } from '../library';
import { libraryKey } from './firstView';

/** The library's categories, loaded once for the page (the list and the 特码生肖表 entry both read them). */
export function useLibrary(type: GalleryType): LibraryStore {
  const api = useTukuApi();
  // The first view's store comes loaded (firstView.ts): no second request for its categories.
  const { store, prepared } = usePreparedStore(libraryKey(type), () => new LibraryStore(type, { api }));
  useEffect(() => {
    if (!prepared) void store.load();
    return () => store.request.cancel();
  }, [store, prepared]);
  return store;
}
