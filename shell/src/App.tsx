import { BrowserRouter, StaticRouter, useLocation } from 'react-router-dom';
import { useEffect } from 'react';
import { StoresProvider, useStores } from '@cp/shared/stores';
import type { RootStore } from '@cp/shared/stores';
import { LoginCheckProvider, LogoutProvider, whenRemoteFirstViewTaken } from '@cp/shared/mf';
import type { ChosenRemote } from '@cp/shared/mf';
import { GlobalStyle } from './common/GlobalStyle';
import { useLogout } from './common/useLogout';
import { DialogsProvider } from './dialogs';
import { FirstViewProvider } from './firstView/FirstViewContext';
import type { FirstViewData } from './firstView/FirstViewContext';
import { ShellErrorBoundary } from './errors';
import { NavigationEffects } from './navigation/NavigationEffects';
import { useRequiredLogin } from './navigation/useLoginGuard';
import { PlatformProvider } from './platform';
import { PopupHost } from './popups/PopupHost';
import { AppRoutes } from './routes/AppRoutes';

/**
 * The shell: one store, one router; remotes are mounted under their registry prefixes, and the
 * menus, redirects and login checks follow their contracts (PlatformProvider). Remotes reach
 * the shell's login check through RequireLogin (LoginCheckProvider) and its logout through
 * useShellLogout (LogoutProvider).
 */
export function App({
  store,
  remotes,
  location,
  firstView,
}: {
  store: RootStore;
  remotes: readonly ChosenRemote[];
  /** The page's path when the server renders its first view (a static router); the browser's otherwise. */
  location?: string;
  /** What the first view loaded before rendering (firstView/loadFirstView). */
  firstView?: FirstViewData;
}) {
  const routed = (
    <DialogsProvider>
      <LoginCheckProvider check={useRequiredLogin}>
        <LogoutProvider logout={useLogout}>
          <NavigationEffects firstViewPath={firstView ? (location ?? window.location.pathname) : undefined} />
          <Shell remotes={remotes} />
        </LogoutProvider>
      </LoginCheckProvider>
    </DialogsProvider>
  );
  return (
    <StoresProvider store={store}>
      <GlobalStyle />
      <PlatformProvider remotes={remotes}>
        <FirstViewProvider data={firstView}>
          {location === undefined ? (
            <BrowserRouter>{routed}</BrowserRouter>
          ) : (
            <StaticRouter location={location}>{routed}</StaticRouter>
          )}
        </FirstViewProvider>
      </PlatformProvider>
    </StoresProvider>
  );
}

/** The routes and the site-wide popups inside the outermost error boundary (errors in the frames themselves). */
function Shell({ remotes }: { remotes: readonly ChosenRemote[] }) {
  const { pathname } = useLocation();
  const { draws } = useStores();
  // The first view is taken over once the page's effects have run — the remote's too, which
  // hydrates later (its module loads first; a countdown in it must start where the server's
  // did): countdowns go on from now. (At the latest after 10 s, whatever became of the remote.)
  useEffect(() => {
    const done = () => draws.setFirstViewNow(null);
    const stop = whenRemoteFirstViewTaken(done);
    const timer = setTimeout(done, 10_000);
    return () => {
      stop();
      clearTimeout(timer);
    };
  }, [draws]);
  return (
    <ShellErrorBoundary resetKey={pathname}>
      <AppRoutes remotes={remotes} />
      <PopupHost />
    </ShellErrorBoundary>
  );
}
