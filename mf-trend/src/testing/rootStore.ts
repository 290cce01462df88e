import type { Api } from '@cp/shared/api';
import { RootStore } from '@cp/shared/stores';
import type { FakeApi } from './fakeApi';

/** A RootStore over a fake Api with live push disabled and timers that never fire. */
export function testRootStore(api: FakeApi | Partial<Api>): RootStore {
  return new RootStore({
    api: api as Api,
    openEventSource: null,
    setTimeout: () => 0,
    clearTimeout: () => undefined,
    log: { warn: () => undefined, error: () => undefined },
  });
}

/** Resolves after pending promise callbacks ran. */
export const flush = () => new Promise((r) => setTimeout(r, 0));
