import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { StoresProvider } from '@cp/shared/stores';
import type { RootStore } from '@cp/shared/stores';
import { DialogsProvider } from '../dialogs';
import { PlatformProvider } from '../platform';
import { repoRemotes } from './platform';

/** Shows the current location so tests can assert navigation. */
export function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

/**
 * Renders inside the store, the platform of this repository's remote contracts, a memory
 * router at `path` (with `pattern` routing) and the dialogs.
 */
export function renderWithShell(
  ui: ReactElement,
  store: RootStore,
  { path = '/', pattern = '*' }: { path?: string; pattern?: string } = {},
) {
  return render(
    <StoresProvider store={store}>
      <PlatformProvider remotes={repoRemotes()}>
        <MemoryRouter initialEntries={[path]}>
          <DialogsProvider>
            <Routes>
              <Route path={pattern} element={ui} />
              {pattern !== '*' && <Route path="*" element={null} />}
            </Routes>
            <LocationProbe />
          </DialogsProvider>
        </MemoryRouter>
      </PlatformProvider>
    </StoresProvider>,
  );
}
