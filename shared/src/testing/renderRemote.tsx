import type { ComponentType } from 'react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { Api } from '@cp/shared/api';
import type { RemoteRouteProps } from '@cp/shared/mf';
import { RootStore, StoresProvider } from '@cp/shared/stores';
import type { StoreEnv } from '@cp/shared/stores';
import { createFakeApi } from './fakeApi';

function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

const quiet = { warn: () => undefined, error: () => undefined };

/**
 * Mounts an exposed route tree the way the shell does (a `${prefix}/*` route, prop {prefix})
 * at `path`, over a RootStore built on the fake Api (plus any `env` overrides, e.g. storage).
 * Timers are inert so draws never poll.
 */
export function renderRemote(
  Tree: ComponentType<RemoteRouteProps>,
  prefix: string,
  path: string,
  api: Api = createFakeApi().api,
  env: Partial<StoreEnv> = {},
) {
  const store = new RootStore({ api, setTimeout: () => 0, clearTimeout: () => undefined, log: quiet, ...env });
  const view = render(
    <StoresProvider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={`${prefix}/*`} element={<Tree prefix={prefix} />} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </StoresProvider>,
  );
  return { store, ...view, location: () => screen.getByTestId('location').textContent };
}

/** The element carrying this remote's data-remote attribute, or null. */
export function remoteRoot(container: HTMLElement, remote: string): HTMLElement | null {
  return container.querySelector(`[data-remote="${remote}"]`);
}
