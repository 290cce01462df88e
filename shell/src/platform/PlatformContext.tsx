import { createContext, useContext, useMemo } from 'react';
import type { ReactNode } from 'react';
import type { ChosenRemote } from '@cp/shared/mf';
import { createPlatform } from './platformModel';
import type { Platform } from './platformModel';

/** Without a provider the shell knows no remote: only its own pages and entries. */
const PlatformContext = createContext<Platform>(createPlatform([]));

/** Provides the platform model of the remotes this visitor got from the registry. */
export function PlatformProvider({ remotes, children }: { remotes: readonly ChosenRemote[]; children: ReactNode }) {
  const platform = useMemo(() => createPlatform(remotes), [remotes]);
  return <PlatformContext.Provider value={platform}>{children}</PlatformContext.Provider>;
}

export function usePlatform(): Platform {
  return useContext(PlatformContext);
}
