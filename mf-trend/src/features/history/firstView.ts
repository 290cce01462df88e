import type { HttpClient } from '@cp/shared/api';
import type { RootStore } from '@cp/shared/stores';
import type { PreparedStores } from '@cp/shared/ui';
import { historyApi } from '../../api';
import { HistoryStore } from './HistoryStore';

/** The key of a history page's prepared store (HistoryPage reads it). */
export const historyKey = (code: string) => `history:${code}`;

/** A history page's first view: its first page of draws, loaded (kept only when it loaded). */
export async function prepareHistory(
  prepared: PreparedStores,
  { root, code, client }: { root: RootStore; code: string; client: HttpClient },
): Promise<void> {
  const store = new HistoryStore(root, code, { api: historyApi(client) });
  await store.load();
  if (store.data) prepared.set(historyKey(code), store);
}
