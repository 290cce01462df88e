import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import { accountApi } from './account';
import type { AccountApi } from './account';
import { guessRecordApi } from './guessRecord';
import type { GuessRecordApi } from './guessRecord';
import { pointsApi } from './points';
import type { PointsApi } from './points';
import { profileApi } from './profile';
import type { ProfileApi } from './profile';

/** mf-member's endpoint areas, as the screens hand them to their stores. */
export interface MemberApis {
  account: AccountApi;
  profile: ProfileApi;
  points: PointsApi;
  guess: GuessRecordApi;
}

/** The real areas over the shared `http` the shell configured. */
export const defaultMemberApis = (): MemberApis => ({
  account: accountApi(),
  profile: profileApi(),
  points: pointsApi(),
  guess: guessRecordApi(),
});

const MemberApisContext = createContext<MemberApis | null>(null);
let fallback: MemberApis | null = null;

/** Tests (and a dev page) hand the screens other areas, e.g. the real ones over FakeHttp. */
export function MemberApisProvider({ apis, children }: { apis: MemberApis; children: ReactNode }) {
  return <MemberApisContext.Provider value={apis}>{children}</MemberApisContext.Provider>;
}

export function useMemberApis(): MemberApis {
  const given = useContext(MemberApisContext);
  if (given) return given;
  fallback ??= defaultMemberApis();
  return fallback;
}
