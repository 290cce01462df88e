import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { shellApi } from '@cp/shared/api';
import type { Registry, SiteInfo } from '@cp/shared/domain';
import { chooseRemotes } from '@cp/shared/mf';
import { RootStore } from '@cp/shared/stores';
import { App } from '../App';
import { skipMobileIntro } from '../layout/mobile/MobileLayout';
import { FirstViewData } from './FirstViewContext';
import { loadFirstView } from './loadFirstView';
import { RecordingClient } from './serverClient';
import type { InjectGet } from './serverClient';

export type { InjectGet, InjectedResponse } from './serverClient';

export interface FirstViewInput {
  /** The page's path (decoded, without query). */
  path: string;
  registry: Registry;
  siteInfo: SiteInfo | null;
  /** GETs of the API server's own routes, in-process. */
  inject: InjectGet;
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
}

// The content is on screen from the first byte: no start screen over it (MobileLayout).
skipMobileIntro();

/**
 * The server's half of the first view (React server rendering of the shell): the same stores
 * and components the browser runs, loaded by the same loadFirstView over the API server itself,
 * rendered to HTML with the styles it needs. Remote routes render their loading state (the
 * browser loads the remote); the shell's pages and frames render whole. The browser hydrates
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
  await loadFirstView(store, data, input.path);
  // Stable releases only: the canary is the browser's choice (its sticky bucket).
  const remotes = chooseRemotes(input.registry, 100);
  const now = store.draws.serverNow();
  store.draws.setFirstViewNow(now);
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(<App store={store} remotes={remotes} location={input.path} firstView={data} />),
    );
    return { html, styles: sheet.getStyleTags(), prefetched: client.recorded, now };
  } finally {
    sheet.seal();
    store.dispose();
  }
}
