import { createRoot } from 'react-dom/client';
import { ApiClient } from '@cp/shared/api';
import type { SiteInfo } from '@cp/shared/api';
import { RootStore } from '@cp/shared/stores';
import { fallbackPlugin, initFederation, readBootDocument, resetRemote } from '@cp/shared/mf';
import type { Registry } from '@cp/shared/domain';
import { RemoteFallback } from '@cp/shared/ui';
import { App } from './App';
import { installChunkReload } from './errors';

interface Boot {
  registry?: Registry;
  siteInfo?: SiteInfo | null;
}

function safeStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

async function start() {
  installChunkReload();
  const boot = readBootDocument<Boot>() ?? {};
  // Served by webpack-dev-server there is no inlined registry: ask the API server for it.
  const registry: Registry =
    boot.registry ??
    (await fetch('/mf/registry.json').then(
      (r) => (r.ok ? r.json() : { remotes: {} }),
      () => ({ remotes: {} }),
    ));

  // The client reads the token from the store, which needs the client: tie the knot once.
  const holder: { store?: RootStore } = {};
  const api = new ApiClient({ getToken: () => holder.store?.member.token ?? null });
  const store = new RootStore({
    api,
    storage: safeStorage(),
    openEventSource: typeof EventSource === 'undefined' ? null : (url) => new EventSource(url),
    log: console,
  });
  holder.store = store;
  store.site.hydrate(boot.siteInfo);

  const remotes = initFederation(registry, [
    fallbackPlugin(
      (id) => {
        const name = id.split('/')[0];
        const retry = () => {
          resetRemote(name);
          window.location.reload();
        };
        return { default: () => <RemoteFallback remote={name} onRetry={retry} /> };
      },
      (id, error) => console.error(`[mf] ${id} failed to load`, error),
    ),
  ]);

  createRoot(document.getElementById('root') as HTMLElement).render(<App store={store} remotes={remotes} />);
}

void start();
