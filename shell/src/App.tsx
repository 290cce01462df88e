import { BrowserRouter } from 'react-router-dom';
import { StoresProvider } from '@cp/shared/stores';
import type { RootStore } from '@cp/shared/stores';
import type { ChosenRemote } from '@cp/shared/mf';
import { AppRoutes } from './routes/AppRoutes';
import { NavigationEffects } from './navigation/NavigationEffects';

/** The shell: one store, one router; remotes are mounted under their registry prefixes. */
export function App({ store, remotes }: { store: RootStore; remotes: readonly ChosenRemote[] }) {
  return (
    <StoresProvider store={store}>
      <BrowserRouter>
        <NavigationEffects />
        <AppRoutes remotes={remotes} />
      </BrowserRouter>
    </StoresProvider>
  );
}
