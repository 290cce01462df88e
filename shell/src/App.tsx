import { BrowserRouter, useLocation } from 'react-router-dom';
import { StoresProvider } from '@cp/shared/stores';
import type { RootStore } from '@cp/shared/stores';
import type { ChosenRemote } from '@cp/shared/mf';
import { GlobalStyle } from './common/GlobalStyle';
import { DialogsProvider } from './dialogs';
import { ShellErrorBoundary } from './errors';
import { NavigationEffects } from './navigation/NavigationEffects';
import { PopupHost } from './popups/PopupHost';
import { AppRoutes } from './routes/AppRoutes';

/** The shell: one store, one router; remotes are mounted under their registry prefixes. */
export function App({ store, remotes }: { store: RootStore; remotes: readonly ChosenRemote[] }) {
  return (
    <StoresProvider store={store}>
      <GlobalStyle />
      <BrowserRouter>
        <DialogsProvider>
          <NavigationEffects />
          <Shell remotes={remotes} />
        </DialogsProvider>
      </BrowserRouter>
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
