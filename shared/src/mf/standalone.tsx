/**
 * The standalone page of a remote (`npm run dev` in its folder): the shared HTTP client configured, its own RootStore and
 * router, the desktop route trees under their prefixes and the mobile ones under /m, the
 * contract's redirects, a thin bar of links to its prefixes and smoke pages, and that list alone
 * at any other path. No shell provides a login check here: RequireLogin runs its simple one.
 * The dev server proxies the API to the server on 127.0.0.1:8080 (API_TARGET overrides it).
 * Only a remote's dev entry imports this module.
 */
import { useEffect, useLayoutEffect } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { autorun } from 'mobx';
import { http } from '@cp/shared/api';
import { isMobilePath } from '@cp/shared/domain';
import { RootStore, StoresProvider, useStores } from '@cp/shared/stores';
import type { RemoteRouteProps } from './RemoteRoute';

/** What the standalone page reads of the contract (the `federation` block of the remote's package.json). */
export interface StandaloneRemote {
  name: string;
  routes: { desktop: readonly string[]; mobile: readonly string[] };
  redirects?: ReadonlyArray<{ from: string; to: string }>;
  smoke?: { desktop: readonly string[]; mobile: readonly string[] };
}

/** The remote's two exposed route trees. */
export interface StandaloneTrees {
  desktop: ComponentType<RemoteRouteProps>;
  mobile: ComponentType<RemoteRouteProps>;
}

/** What the shell does on navigation, reduced to what a lone remote needs (and rem lengths on mobile pages). */
function DevEffects({ name }: { name: string }) {
  const store = useStores();
  const { pathname } = useLocation();
  const mobile = isMobilePath(pathname);
  useEffect(() => {
    store.ui.setDevice(mobile ? 'mobile' : 'desktop');
    void store.onNavigate(pathname);
  }, [store, pathname, mobile]);
  useLayoutEffect(() => {
    const html = document.documentElement;
    html.style.fontSize = mobile ? `${Math.min(window.innerWidth || 375, 540) / 10}px` : '';
  }, [mobile]);
  useEffect(() => autorun(() => void (document.title = `${store.ui.pageTitle || name}（开发）`)), [store, name]);
  return null;
}

function DevLinks({ paths, bar = false }: { paths: readonly string[]; bar?: boolean }) {
  const links = paths.map((p) => (
    <li key={p}>
      <Link to={p}>{p}</Link>
    </li>
  ));
  return bar ? <DevBar>{links}</DevBar> : <ul>{links}</ul>;
}

function DevBar({ children }: { children: ReactNode }) {
  return (
    <nav aria-label="开发页导航">
      <ul
        style={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 12,
          margin: 0,
          padding: '6px 8px',
          listStyle: 'none',
          fontSize: 12,
        }}
      >
        {children}
      </ul>
    </nav>
  );
}

/** The routes of the standalone page; the caller provides the store and the router. */
export function StandaloneRoutes({ remote, trees }: { remote: StandaloneRemote; trees: StandaloneTrees }) {
  const { desktop: Desktop, mobile: Mobile } = trees;
  const prefixes = [...remote.routes.desktop, ...remote.routes.mobile];
  const pages = [...new Set([...prefixes, ...(remote.smoke?.desktop ?? []), ...(remote.smoke?.mobile ?? [])])];
  return (
    <>
      <DevEffects name={remote.name} />
      <Routes>
        {prefixes.map((prefix) => (
          <Route
            key={prefix}
            path={`${prefix}/*`}
            element={
              <>
                <DevLinks paths={pages} bar />
                {isMobilePath(prefix) ? <Mobile prefix={prefix} /> : <Desktop prefix={prefix} />}
              </>
            }
          />
        ))}
        {(remote.redirects ?? []).map((r) => (
          <Route key={r.from} path={r.from} element={<Navigate to={r.to} replace />} />
        ))}
        <Route path="*" element={<DevLinks paths={pages} />} />
      </Routes>
    </>
  );
}

/** Renders the standalone page into #root, over the real API. */
export function startStandalone(remote: StandaloneRemote, trees: StandaloneTrees): void {
  // getToken runs per request, after `store` exists.
  http.configure({ getToken: (): string | null => store.member.token });
  const store: RootStore = new RootStore({
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
