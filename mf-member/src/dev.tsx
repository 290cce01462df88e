/**
 * The standalone page of this remote (`npm run dev`): its own ApiClient, RootStore and router,
 * the desktop route trees under their prefixes and the mobile ones under /m. The dev server
 * proxies the API to the server on 127.0.0.1:8080 (API_TARGET overrides it).
 */
import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes, useLocation } from 'react-router-dom';
import { autorun } from 'mobx';
import { ApiClient } from '@cp/shared/api';
import { isMobilePath } from '@cp/shared/domain';
import { RootStore, StoresProvider, useStores } from '@cp/shared/stores';
import pkg from '../package.json';
import DesktopRoutes from './expose/desktop';
import MobileRoutes from './expose/mobile';

const PREFIXES: readonly string[] = pkg.federation.routes;

/** What the shell does on navigation, reduced to what a lone remote needs. */
function DevEffects() {
  const store = useStores();
  const { pathname } = useLocation();
  useEffect(() => {
    store.ui.setDevice(isMobilePath(pathname) ? 'mobile' : 'desktop');
    void store.onNavigate(pathname);
  }, [store, pathname]);
  useEffect(
    () => autorun(() => void (document.title = `${store.ui.pageTitle || pkg.federation.name}（开发）`)),
    [store],
  );
  return null;
}

function DevIndex() {
  return (
    <ul>
      {PREFIXES.map((prefix) => (
        <li key={prefix}>
          <Link to={prefix}>{prefix}</Link>
        </li>
      ))}
    </ul>
  );
}

function start() {
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
        <DevEffects />
        <Routes>
          {PREFIXES.map((prefix) => (
            <Route
              key={prefix}
              path={`${prefix}/*`}
              element={isMobilePath(prefix) ? <MobileRoutes prefix={prefix} /> : <DesktopRoutes prefix={prefix} />}
            />
          ))}
          <Route path="*" element={<DevIndex />} />
        </Routes>
      </BrowserRouter>
    </StoresProvider>,
  );
}

start();
