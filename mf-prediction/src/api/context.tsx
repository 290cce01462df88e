import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import { jihuaApi } from './jihua';
import type { JihuaApi } from './jihua';

const JihuaApiContext = createContext<JihuaApi | null>(null);
let fallback: JihuaApi | null = null;

/** Tests (and a dev page) hand the screens another area, e.g. jihuaApi over FakeHttp. */
export function JihuaApiProvider({ api, children }: { api: JihuaApi; children: ReactNode }) {
  return <JihuaApiContext.Provider value={api}>{children}</JihuaApiContext.Provider>;
}

/** The prediction endpoints: the given ones, or the real ones over the shared client. */
export function useJihuaApi(): JihuaApi {
  const given = useContext(JihuaApiContext);
  if (given) return given;
  fallback ??= jihuaApi();
  return fallback;
}
