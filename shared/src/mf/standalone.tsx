/**
 * The standalone page of a remote (`npm run dev` in its folder): its own ApiClient, RootStore and
 * router, the desktop route trees under their prefixes and the mobile ones under /m, and a list
 * of the prefixes at any other path. The dev server proxies the API to the server on
 * 127.0.0.1:8080 (API_TARGET overrides it). Only a remote's dev entry imports this module.
 */
import { useEffect } from 'react';
import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes, useLocation } from 'react-router-dom';
import { autorun } from 'mobx';
import { ApiClient } from '@cp/shared/api';
import { isMobilePath } from '@cp/shared/domain';
import { RootStore, StoresProvider, useStores } from '@cp/shared/stores';
import type { RemoteRouteProps } from './RemoteRoute';

/** The `federation` block of a remote's package.json. */
export interface StandaloneRemote {
  name: string;
  routes: readonly string[];
}

/** The remote's two exposed route trees. */
export interface StandaloneTrees {
  desktop: ComponentType<RemoteRouteProps>;
  mobile: ComponentType<RemoteRouteProps>;
}

/** What the shell does on navigation, reduced to what a lone remote needs. */
function DevEffects({ name }: { name: string }) {
  const store = useStores();
  const { pathname } = useLocation();
  useEffect(() => {
    store.ui.setDevice(isMobilePath(pathname) ? 'mobile' : 'desktop');
    void store.onNavigate(pathname);
  }, [store, pathname]);
  useEffect(() => autorun(() => void (document.title = `${store.ui.pageTitle || name}（开发）`)), [store, name]);
  return null;
}

function DevIndex({ prefixes }: { prefixes: readonly string[] }) {
  return (
    <ul>
      {prefixes.map((prefix) => (
        <li key={prefix}>
          <Link to={prefix}>{prefix}</Link>
        </li>
      ))}
    </ul>
  );
}

/** The routes of the standalone page; the caller provides the store and the router. */
export function StandaloneRoutes({ remote, trees }: { remote: StandaloneRemote; trees: StandaloneTrees }) {
  const { desktop: Desktop, mobile: Mobile } = trees;
  return (
    <>
      <DevEffects name={remote.name} />
      <Routes>
        {remote.routes.map((prefix) => (
          <Route
            key={prefix}
            path={`${prefix}/*`}
            element={isMobilePath(prefix) ? <Mobile prefix={prefix} /> : <Desktop prefix={prefix} />}
          />
        ))}
        <Route path="*" element={<DevIndex prefixes={remote.routes} />} />
      </Routes>
    </>
  );
}

/** Renders the standalone page into #root, over the real API. */
export function startStandalone(remote: StandaloneRemote, trees: StandaloneTrees): void {
  // getToken runs per request, after `store` exists.
  const api = new ApiClient({ getToken: (): string | null => store.member.token });
  const store: RootStore = new RootStore({
    api,
    storage: window.localStorage,
    openEventSource: (url) => new EventSource(url),
    log: console,
  });
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StoresProvider store={store}>
      <BrowserRouter>
        <StandaloneRoutes remote={remote} trees={trees} />
      </BrowserRouter>
    </StoresProvider>,
  );
}
