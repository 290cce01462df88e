import { useEffect, useState } from 'react';
import type { GalleryType } from '@cp/shared/domain';
import { useTukuApi } from '../../api';
import { LibraryStore } from '../library';

/** The library's categories, loaded once for the page (the list and the 特码生肖表 entry both read them). */
export function useLibrary(type: GalleryType): LibraryStore {
  const api = useTukuApi();
  const [store] = useState(() => new LibraryStore(type, { api }));
  useEffect(() => {
    void store.load();
    return () => store.request.cancel();
  }, [store]);
  return store;
}
