import { createRoot } from 'react-dom/client';
import { http } from '@cp/shared/api';
import type { SiteInfo } from '@cp/shared/domain';
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

  // The stores call the shell's API areas over the shared HTTP client (the default of RootStore).
  const store = new RootStore({
    storage: safeStorage(),
    openEventSource: typeof EventSource === 'undefined' ? null : (url) => new EventSource(url),
    log: console,
  });
  // The one configured client of the page: remotes import this very instance (@cp/shared/api is
  // a federated singleton), so their own endpoints get the token and profile too.
  http.configure({ getToken: () => store.member.token });
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
