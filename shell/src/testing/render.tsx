import type { ReactElement } from 'react';
import { renderWithStore } from '@cp/shared/testing';
import type { RootStore } from '@cp/shared/stores';
import { DialogsProvider } from '../dialogs';
import { PlatformProvider } from '../platform';
import { repoRemotes } from './platform';

/**
 * Renders inside the store, the platform of this repository's remote contracts, a memory
 * router at `path` (with `pattern` routing) and the shell's dialogs.
 */
export function renderWithShell(ui: ReactElement, store: RootStore, options: { path?: string; pattern?: string } = {}) {
  return renderWithStore(ui, store, {
    ...options,
    wrap: (children) => (
      <PlatformProvider remotes={repoRemotes()}>
        <DialogsProvider>{children}</DialogsProvider>
      </PlatformProvider>
    ),
  });
}
