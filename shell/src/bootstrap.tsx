import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { http } from '@cp/shared/api';
import type { SiteInfo } from '@cp/shared/domain';
import { RootStore } from '@cp/shared/stores';
import { expectRemoteFirstView, fallbackPlugin, initFederation, readBootDocument, resetRemote } from '@cp/shared/mf';
import type { Registry } from '@cp/shared/domain';
import { RemoteFallback } from '@cp/shared/ui';
import { App } from './App';
import { installChunkReload } from './errors';
import { FirstViewData } from './firstView/FirstViewContext';
import { loadFirstView } from './firstView/loadFirstView';
import { skipMobileIntro } from './layout/mobile/intro';
import { preloadOnIntent } from './routes/preloadOnIntent';
import { preloadShellPage } from './routes/shellPages';
import { nextTask } from './startup/nextTask';

interface Boot {
  registry?: Registry;
  siteInfo?: SiteInfo | null;
  /** The server rendered this page's first view from these API answers (firstView/renderFirstView). */
  firstView?: {
    path: string;
    now: number;
    prefetched: Record<string, unknown>;
    /** The remote route module the server rendered whole, if any. */
    remote?: { id: string; prefix: string } | null;
    /** The push stream's newest draw event when the view was rendered (the page's stream starts after it). */
    liveEventId?: string;
  };
}

/** How long the browser waits for its own first-view data before rendering anyway. */
const FIRST_VIEW_WAIT_MS = 1000;

function currentPath(): string {
  try {
    return decodeURIComponent(window.location.pathname);
  } catch {
    return window.location.pathname;
  }
}

function safeStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * When the server sent this response (a page kept with its first view carries it at its end;
 * index.ts has moved the nonce there into the head already).
 */
function sentAtOf(): number | undefined {
  try {
    const sentAt = (
      JSON.parse(document.getElementById('cp-request')?.textContent ?? 'null') as { sentAt?: unknown } | null
    )?.sentAt;
    return typeof sentAt === 'number' ? sentAt : undefined;
  } catch {
    return undefined;
  }
}

async function start() {
  installChunkReload();
  const path = currentPath();
  // The shell's frame and page of this path come in chunks of their own: loaded while the rest
  // prepares, so the first render draws them at once (a failure is the route's to show).
  const preloadPage = (to: string) => preloadShellPage(to).catch(() => undefined);
  const pageCode = preloadPage(path);
  // The modules above were evaluated in this task: the stores and the first view get one of their own.
  await nextTask();
  const sentAt = sentAtOf();
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
  await nextTask(); // the stores were made in this task; the first view's data is read in the next

  // A server-rendered first view: load the same data from the answers the server used (no
  // request goes out), so the first render below draws exactly what is on screen and replaces
  // it in one commit; no start screen over content that is already there.
  const served = boot.firstView?.path === path ? boot.firstView : undefined;
  let firstView: FirstViewData | undefined;
  if (served) {
    http.prime(served.prefetched);
    // Draws made since the render (the view may be seconds old) come first on the page's stream.
    if (served.liveEventId) store.draws.resumeAfter(served.liveEventId);
    skipMobileIntro();
    firstView = new FirstViewData();
    await Promise.race([
      loadFirstView(store, firstView, path),
      new Promise((resolve) => setTimeout(resolve, FIRST_VIEW_WAIT_MS)),
    ]);
    if (sentAt !== undefined) store.draws.syncClock(sentAt);
    store.draws.setFirstViewNow(served.now);
    // The remote's page too: its module prepares the same first view before hydrating it.
    const remote = served.remote;
    if (remote)
      expectRemoteFirstView(remote.id, (module) =>
        module.prepareFirstView
          ? module.prepareFirstView({ path, prefix: remote.prefix, root: store, client: http })
          : Promise.resolve(undefined),
      );
  }

  await pageCode;
  await nextTask(); // the first view's data was read in this task; hydration starts in the next
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

  // In a transition React renders (and hydrates) in slices, yielding to the browser between them:
  // no long task. The server's markup is hydrated, not replaced; were it to differ after all,
  // React renders the page afresh (a recoverable error, logged).
  const container = document.getElementById('root') as HTMLElement;
  const app = <App store={store} remotes={remotes} firstView={firstView} />;
  startTransition(() => {
    if (firstView)
      hydrateRoot(container, app, {
        // React's error 419 is the designed path of a remote's route the server could not render
        // (an older release without a server bundle): the server rendered its loading state, the
        // browser renders the remote itself. Anything else is a real mismatch.
        onRecoverableError: (error, info) => {
          if (!/\b419\b/.test(String(error))) console.warn('[first view] hydration', error, info.componentStack ?? '');
        },
      });
    else createRoot(container).render(app);
  });
  // Another shell page's chunk loads when the visitor points at (or focuses) a link to it.
  preloadOnIntent(document, (to) => void preloadPage(to));
  afterLoadWhenIdle(() => http.preload());
}

/** Runs `task` once the page has loaded and the browser is idle (work no first view needs). */
function afterLoadWhenIdle(task: () => void): void {
  const idle = () =>
    typeof requestIdleCallback === 'function'
      ? requestIdleCallback(() => task(), { timeout: 5000 })
      : setTimeout(task, 200);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

void start();
