import { createRoot } from 'react-dom/client';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { BrowserRouter, Link, Route, Routes, useLocation } from 'react-router-dom';
import { ApiClient } from '@cp/shared/api';
import { isMobilePath } from '@cp/shared/domain';
import { RootStore, StoresProvider, useStores } from '@cp/shared/stores';
import DesktopRoutes from './expose/desktop';
import MobileRoutes from './expose/mobile';

/**
 * Standalone mf-trend (`npm run dev -w @cp/mf-trend`): the remote's route trees without the
 * shell, against the API server behind the dev server's proxy (API_TARGET, default :8080).
 */
const PREFIXES = [
  '/lottery/trend',
  '/lottery/history',
  '/changltx',
  '/m/lottery/trend',
  '/m/lottery/history',
  '/m/changltx',
];

const Frame = observer(function Frame() {
  const store = useStores();
  const { pathname } = useLocation();
  useEffect(() => {
    store.ui.setDevice(isMobilePath(pathname) ? 'mobile' : 'desktop');
    void store.onNavigate(pathname);
    if (isMobilePath(pathname)) document.documentElement.style.fontSize = `${window.innerWidth / 10}px`;
  }, [pathname, store]);
  useEffect(() => {
    document.title = store.ui.pageTitle || 'mf-trend';
  });
  return (
    <>
      <nav style={{ display: 'flex', gap: 12, padding: 8, fontSize: 13 }}>
        {PREFIXES.map((p) => (
          <Link key={p} to={p}>
            {p}
          </Link>
        ))}
      </nav>
      <Routes>
        {PREFIXES.map((prefix) => (
          <Route
            key={prefix}
            path={`${prefix}/*`}
            element={isMobilePath(prefix) ? <MobileRoutes prefix={prefix} /> : <DesktopRoutes prefix={prefix} />}
          />
        ))}
      </Routes>
    </>
  );
});

const store = new RootStore({
  api: new ApiClient(),
  storage: window.localStorage,
  openEventSource: (url) => new EventSource(url),
  log: console,
});

createRoot(document.getElementById('root') as HTMLElement).render(
  <StoresProvider store={store}>
    <BrowserRouter>
      <Frame />
    </BrowserRouter>
  </StoresProvider>,
);
