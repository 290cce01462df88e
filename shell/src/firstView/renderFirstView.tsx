import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import * as sharedApi from '@cp/shared/api';
import type { Registry, SiteInfo } from '@cp/shared/domain';
import * as sharedMf from '@cp/shared/mf';
import * as sharedStores from '@cp/shared/stores';
import { App } from '../App';
import { skipMobileIntro } from '../layout/mobile/intro';
import { preloadShellPage } from '../routes/shellPages';
import { FirstViewData } from './FirstViewContext';
import { loadFirstView } from './loadFirstView';
import { matchRemoteRoute, prepareServerRemote } from './remoteFirstView';
import type { RemoteServerBundle } from './remoteFirstView';
import type { ServerRemote } from '@cp/shared/mf';
import { RecordingClient } from './serverClient';
import type { InjectGet } from './serverClient';

export type { InjectGet, InjectedResponse } from './serverClient';
export type { RemoteServerBundle } from './remoteFirstView';

const { shellApi } = sharedApi;
const { chooseRemotes, ServerRemoteContext } = sharedMf;
const { RootStore } = sharedStores;

/**
 * This bundle's federated singletons, for the remotes' server bundles (which leave them
 * external): one store context, one HTTP layer, one federation module on the server too.
 */
export const singletons: Record<string, unknown> = {
  '@cp/shared/api': sharedApi,
  '@cp/shared/mf': sharedMf,
  '@cp/shared/stores': sharedStores,
};

export interface FirstViewInput {
  /** The page's path (decoded, without query). */
  path: string;
  registry: Registry;
  siteInfo: SiteInfo | null;
  /** GETs of the API server's own routes, in-process. */
  inject: InjectGet;
  /**
   * The server bundle of a remote's release (null: none), for a page under its routes; omitted
   * or when the request had a query the page's own code reads: the remote's loading state.
   */
  remoteBundle?: (name: string, version: string) => RemoteServerBundle | null;
}

export interface FirstView {
  /** The markup of #root. */
  html: string;
  /** styled-components' <style> elements of that markup (no nonce: the page adds its own). */
  styles: string;
  /** The API answers the render used, keyed as Http.prime reads them. */
  prefetched: Record<string, unknown>;
  /** When it was drawn (epoch ms, server clock): the countdowns' moment. */
  now: number;
  /** The remote route module rendered whole (the browser prepares its first view too), if any. */
  remote: { id: string; prefix: string } | null;
}

// The content is on screen from the first byte: no start screen over it (MobileLayout).
skipMobileIntro();

/**
 * The server's half of the first view (React server rendering of the shell): the same stores
 * and components the browser runs, loaded by the same loadFirstView over the API server itself,
 * rendered to HTML with the styles it needs. A remote's page renders whole when its release has a
 * server bundle whose route module prepares a first view (remoteFirstView.ts), else its loading
 * state (the browser loads the remote); the shell's pages and frames render whole. The browser hydrates
 * this markup from `prefetched` and `now` (bootstrap.tsx), so it draws the same thing.
 */
export async function renderFirstView(input: FirstViewInput): Promise<FirstView> {
  const client = new RecordingClient(input.inject);
  // No timers: a failed read is not retried in 3 s here (the page just goes out without it).
  const store = new RootStore({
    api: shellApi(client),
    storage: null,
    openEventSource: null,
    setTimeout: () => undefined,
    clearTimeout: () => undefined,
  });
  store.site.hydrate(input.siteInfo);
  const data = new FirstViewData(client);
  // The page's frame and page (lazy chunks in the browser, bundled in here: a microtask away).
  await Promise.all([loadFirstView(store, data, input.path), preloadShellPage(input.path)]);
  // Stable releases only: the canary is the browser's choice (its sticky bucket).
  const remotes = chooseRemotes(input.registry, 100);
  const match = matchRemoteRoute(remotes, input.path);
  const bundle = match && input.remoteBundle ? input.remoteBundle(match.remote.name, match.remote.version) : null;
  // A remote that fails to prepare its page leaves it to the browser (its loading state here).
  const server = await prepareServerRemote(match, bundle, { path: input.path, root: store, client }).catch(() => null);
  const now = store.draws.serverNow();
  store.draws.setFirstViewNow(now);
  const render = (remote: ServerRemote | null) => {
    const sheet = new ServerStyleSheet();
    try {
      const html = renderToString(
        sheet.collectStyles(
          <ServerRemoteContext.Provider value={remote}>
            <App store={store} remotes={remotes} location={input.path} firstView={data} />
          </ServerRemoteContext.Provider>,
        ),
      );
      return { html, styles: sheet.getStyleTags() };
    } finally {
      sheet.seal();
    }
  };
  try {
    let page: { html: string; styles: string };
    let remote = server && match ? { id: server.id, prefix: match.prefix } : null;
    try {
      page = render(server);
    } catch (err) {
      // A remote page that cannot render on the server goes out with its loading state.
      if (!server) throw err;
      page = render(null);
      remote = null;
    }
    return { ...page, prefetched: client.recorded, now, remote };
  } finally {
    store.dispose();
  }
}
