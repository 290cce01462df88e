import type { HttpClient } from '@cp/shared/api';
import type { RootStore } from '@cp/shared/stores';
import type { PreparedStores } from '@cp/shared/ui';
import { changlongApi } from '../../api';
import { ChanglongStore } from './ChanglongStore';

/** The key of the dragon page's prepared store (ChanglongPage reads it). */
export const CHANGLONG_KEY = 'changlong';

/** The dragon page's first view: every lottery's current streaks, loaded (kept only when they loaded). */
export async function prepareChanglong(
  prepared: PreparedStores,
  { root, client }: { root: RootStore; client: HttpClient },
): Promise<void> {
  const store = new ChanglongStore(root, { api: changlongApi(client) });
  await store.load();
  if (store.loaded) prepared.set(CHANGLONG_KEY, store);
}
