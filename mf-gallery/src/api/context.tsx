import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import { tukuApi } from './tuku';
import type { TukuApi } from './tuku';

const TukuApiContext = createContext<TukuApi | null>(null);
let fallback: TukuApi | null = null;

/** Tests (and a dev page) hand the screens another area, e.g. tukuApi over FakeHttp. */
export function TukuApiProvider({ api, children }: { api: TukuApi; children: ReactNode }) {
  return <TukuApiContext.Provider value={api}>{children}</TukuApiContext.Provider>;
}

/** The picture libraries' endpoints: the given ones, or the real ones over the shared client. */
export function useTukuApi(): TukuApi {
  const given = useContext(TukuApiContext);
  if (given) return given;
  fallback ??= tukuApi();
  return fallback;
}
