import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import { guessApi } from './guess';
import type { GuessApi } from './guess';

const GuessApiContext = createContext<GuessApi | null>(null);
let fallback: GuessApi | null = null;

/** Tests (and a dev page) hand the screens another area, e.g. guessApi over FakeHttp. */
export function GuessApiProvider({ api, children }: { api: GuessApi; children: ReactNode }) {
  return <GuessApiContext.Provider value={api}>{children}</GuessApiContext.Provider>;
}

/** The guess centre's endpoints: the given ones, or the real ones over the shared client. */
export function useGuessApi(): GuessApi {
  const given = useContext(GuessApiContext);
  if (given) return given;
  fallback ??= guessApi();
  return fallback;
}
