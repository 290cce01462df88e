import { act } from '@testing-library/react';
import type { ComponentType, ReactElement, ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { withQuery } from '@cp/shared/api';
import type { HttpClient, QueryParams } from '@cp/shared/api';
import { withFirstView } from '@cp/shared/mf';
import type { RemoteRouteModule, RemoteRouteProps } from '@cp/shared/mf';
import { StoresProvider } from '@cp/shared/stores';
import type { RootStore } from '@cp/shared/stores';

const refuse = <T,>(): Promise<T> => Promise.reject(new Error('a first view only reads'));

/** The server's side of a test: every GET answered by `inner` and recorded under Http.prime's key. */
class RecordingHttp implements HttpClient {
  readonly recorded: Record<string, unknown> = {};
  constructor(private readonly inner: HttpClient) {}
  async get<T>(path: string, params?: QueryParams): Promise<T> {
    const data = await this.inner.get<T>(path, params);
    this.recorded[withQuery(path, params)] = data;
    return data;
  }
  post = refuse;
  put = refuse;
  delete = refuse;
  url = (path: string, params?: QueryParams) => withQuery(path, params);
}

/** The browser's side: answers only from what the server recorded; anything else is a second fetch. */
class PrimedHttp implements HttpClient {
  readonly fetched: string[] = [];
  constructor(private readonly primed: Record<string, unknown>) {}
  get<T>(path: string, params?: QueryParams): Promise<T> {
    const key = withQuery(path, params);
    if (key in this.primed) return Promise.resolve(this.primed[key] as T);
    this.fetched.push(key);
    return new Promise<T>(() => undefined); // never answers: the page shows its loading state
  }
  post = refuse;
  put = refuse;
  delete = refuse;
  url = (path: string, params?: QueryParams) => withQuery(path, params);
}

export interface FirstViewSide {
  /** The shell's stores of this side (lotteries loaded, as the shell's first view leaves them). */
  root: RootStore;
  /** The remote's own endpoints over `client` (the side's HTTP client). */
  client?: HttpClient;
}

type Wrap = (children: ReactNode) => ReactElement;

interface FirstViewPlace {
  prefix: string;
  path: string;
  /** What the visitor does to the HTML before the scripts run (types in a form, say). */
  beforeHydrate?: (container: HTMLElement) => void;
}

function tree(root: RootStore, Routes_: ComponentType<RemoteRouteProps>, prefix: string, path: string, wrap: Wrap) {
  return (
    <StoresProvider store={root}>
      <MemoryRouter initialEntries={[path]}>
        {wrap(
          <Routes>
            <Route path={`${prefix}/*`} element={<Routes_ prefix={prefix} />} />
          </Routes>,
        )}
      </MemoryRouter>
    </StoresProvider>
  );
}

/**
 * A remote route module's first view, end to end (`wrap`: the remote's own providers, e.g. its
 * endpoints over a fake server): the server's side prepares it over `server`
 * (recording the answers) and renders it to HTML; the browser's side prepares it again over
 * those answers alone and hydrates that HTML. Returns the markup, the hydration's recoverable
 * errors, the text before and after, and what the browser had to fetch (it should be nothing).
 */
export async function hydrateRemoteFirstView(
  module: RemoteRouteModule,
  { wrap = (c: ReactNode) => <>{c}</>, ...place }: FirstViewPlace & { wrap?: Wrap },
  server: { root: RootStore; http: HttpClient },
  browser: { root: RootStore },
) {
  // A page is drawn at one moment: the clock stands still from the server's render through the
  // hydration's effects, so a countdown's tick past a second boundary in between (time passing,
  // not a mismatch) does not make the two texts differ on a loaded machine.
  const moment = Date.now();
  const clock = jest.spyOn(Date, 'now').mockImplementation(() => moment);
  try {
    return await firstViewAt(module, { ...place, wrap }, server, browser);
  } finally {
    clock.mockRestore();
  }
}

async function firstViewAt(
  module: RemoteRouteModule,
  { prefix, path, wrap, beforeHydrate }: FirstViewPlace & { wrap: Wrap },
  server: { root: RootStore; http: HttpClient },
  browser: { root: RootStore },
) {
  const recording = new RecordingHttp(server.http);
  const serverView = await module.prepareFirstView?.({ path, prefix, root: server.root, client: recording });
  // Countdowns start from the view's moment on both sides (as bootstrap.tsx sets it).
  const now = server.root.draws.serverNow();
  server.root.draws.setFirstViewNow(now);
  browser.root.draws.setFirstViewNow(now);
  const html = renderToString(tree(server.root, withFirstView(module.default, serverView), prefix, path, wrap));

  document.body.innerHTML = `<div id="root">${html}</div>`;
  const container = document.getElementById('root') as HTMLElement;
  const before = container.textContent;
  beforeHydrate?.(container);
  const primed = new PrimedHttp(recording.recorded);
  const browserView = await module.prepareFirstView?.({ path, prefix, root: browser.root, client: primed });
  const errors: unknown[] = [];
  let unmount = () => undefined as void;
  await act(async () => {
    const app = hydrateRoot(
      container,
      tree(browser.root, withFirstView(module.default, browserView), prefix, path, wrap),
      {
        onRecoverableError: (error) => errors.push(error),
      },
    );
    unmount = () => act(() => app.unmount());
  });
  return {
    html,
    errors,
    before,
    after: container.textContent,
    fetched: primed.fetched,
    recorded: recording.recorded,
    container,
    unmount,
  };
}
