import type { RemoteFirstViewInput } from '@cp/shared/mf';
import { PreparedStores } from '@cp/shared/ui';
import { tukuApi } from '../../api';
import { LibraryStore } from '../library';
import { GALLERY_TABS } from './galleryTabs';

/** The key of a library's prepared store (useLibrary). */
export const libraryKey = (type: string) => `library:${type}`;

/**
 * The gallery's first view (issue 19): a library page's categories, loaded before the page
 * renders — on the server over its recording client, in the browser over the shared client
 * primed with the server's answers. (A page with a query — an open paper — is left to the
 * browser by the server.)
 */
export async function prepareFirstView({
  path,
  prefix,
  client,
}: RemoteFirstViewInput): Promise<PreparedStores | undefined> {
  const tab = GALLERY_TABS.find((t) => path === `${prefix}/${t.key}`);
  if (!tab) return undefined;
  const store = new LibraryStore(tab.key, { api: tukuApi(client) });
  await store.load();
  return store.groups ? new PreparedStores().set(libraryKey(tab.key), store) : undefined;
}
