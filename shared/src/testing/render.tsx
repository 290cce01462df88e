import type { ComponentType, ReactElement, ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { RemoteRouteProps } from '@cp/shared/mf';
import { StoresProvider } from '@cp/shared/stores';
import type { RootStore, StoreEnv } from '@cp/shared/stores';
import { fakeStore } from './env';
import type { FakeApi } from './fakeApi';

/** Shows the current location (test id `location`) so tests can assert navigation. */
export function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

export interface RenderWithStoreOptions {
  /** Where the memory router starts. */
  path?: string;
  /** The route pattern `ui` is mounted at ('*': any path). */
  pattern?: string;
  /** Wraps the routes in providers of the app under test (the shell's dialogs). */
  wrap?: (children: ReactNode) => ReactElement;
}

/**
 * Renders `ui` over `store`, in a memory router at `path` (mounted at `pattern`), with a
 * LocationProbe; `location()` reads it.
 */
export function renderWithStore(
  ui: ReactElement,
  store: RootStore,
  { path = '/', pattern = '*', wrap = (c) => <>{c}</> }: RenderWithStoreOptions = {},
) {
  const view = render(
    <StoresProvider store={store}>
      <MemoryRouter initialEntries={[path]}>
        {wrap(
          <>
            <Routes>
              <Route path={pattern} element={ui} />
              {pattern !== '*' && <Route path="*" element={null} />}
            </Routes>
            <LocationProbe />
          </>,
        )}
      </MemoryRouter>
    </StoresProvider>,
  );
  return { ...view, store, location: () => screen.getByTestId('location').textContent };
}

/**
 * Mounts an exposed route tree the way the shell does (a `${prefix}/*` route, prop {prefix})
 * at `path`, over a RootStore on `api` (answering empty data unless given fixtures) plus any
 * `env` overrides (e.g. storage). Timers never fire, so draws never poll.
 */
export function renderRemote(
  Tree: ComponentType<RemoteRouteProps>,
  prefix: string,
  path: string,
  api?: FakeApi,
  env: Partial<StoreEnv> = {},
) {
  const quiet = { warn: () => undefined, error: () => undefined };
  const { store } = fakeStore(
    { openEventSource: null, log: quiet, ...(api ? { api } : {}), ...env },
    { answer: 'empty', timers: 'inert' },
  );
  return renderWithStore(<Tree prefix={prefix} />, store, { path, pattern: `${prefix}/*` });
}

/** The element carrying this remote's data-remote attribute, or null. */
export function remoteRoot(container: HTMLElement, remote: string): HTMLElement | null {
  return container.querySelector(`[data-remote="${remote}"]`);
}
