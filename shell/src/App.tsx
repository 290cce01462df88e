import { BrowserRouter, useLocation } from 'react-router-dom';
import { StoresProvider } from '@cp/shared/stores';
import type { RootStore } from '@cp/shared/stores';
import { LoginCheckProvider, LogoutProvider } from '@cp/shared/mf';
import type { ChosenRemote } from '@cp/shared/mf';
import { GlobalStyle } from './common/GlobalStyle';
import { useLogout } from './common/useLogout';
import { DialogsProvider } from './dialogs';
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
export function App({ store, remotes }: { store: RootStore; remotes: readonly ChosenRemote[] }) {
  return (
    <StoresProvider store={store}>
      <GlobalStyle />
      <PlatformProvider remotes={remotes}>
        <BrowserRouter>
          <DialogsProvider>
            <LoginCheckProvider check={useRequiredLogin}>
              <LogoutProvider logout={useLogout}>
                <NavigationEffects />
                <Shell remotes={remotes} />
              </LogoutProvider>
            </LoginCheckProvider>
          </DialogsProvider>
        </BrowserRouter>
      </PlatformProvider>
    </StoresProvider>
  );
}

/** The routes and the site-wide popups inside the outermost error boundary (errors in the frames themselves). */
function Shell({ remotes }: { remotes: readonly ChosenRemote[] }) {
  const { pathname } = useLocation();
  return (
    <ShellErrorBoundary resetKey={pathname}>
      <AppRoutes remotes={remotes} />
      <PopupHost />
    </ShellErrorBoundary>
  );
}
