import { makeAutoObservable, runInAction } from 'mobx';
import type { RootStore } from './RootStore';

/** The login part of a member, persisted locally (specification: login info entry with token). */
export interface LoginInfo {
  token: string;
  userID: number | string;
  userName: string;
}

/** The profile part of a member, persisted locally (user info entry). */
export interface MemberProfile {
  score: number;
  fansCount: number;
  avatarURL: string | null;
  /** Empty when the member set none (older stored profiles have none). */
  nickname?: string;
}

export const LOGIN_KEY = 'cp.loginInfo';
export const PROFILE_KEY = 'cp.userInfo';

/** Outcome of the login check that runs on every route change before protected screens. */
export type LoginCheck = 'ok' | 'expired' | 'not-logged-in';

function readJson<T>(storage: Pick<Storage, 'getItem'> | null | undefined, key: string): T | null {
  try {
    const raw = storage?.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

/** Login state and profile. Logged in means a stored login with a token. */
export class MemberStore {
  login: LoginInfo | null;
  profile: MemberProfile | null;
  /** The check under way: concurrent checks share one renewToken request. */
  private pending: Promise<LoginCheck> | null = null;

  constructor(private readonly root: RootStore) {
    this.login = readJson<LoginInfo>(root.env.storage, LOGIN_KEY);
    this.profile = readJson<MemberProfile>(root.env.storage, PROFILE_KEY);
    makeAutoObservable<MemberStore, 'root' | 'pending'>(this, { root: false, pending: false }, { autoBind: true });
  }

  get isLoggedIn(): boolean {
    return !!this.login?.token;
  }

  get token(): string | null {
    return this.login?.token ?? null;
  }

  setLogin(login: LoginInfo | null): void {
    this.login = login;
    this.persist(LOGIN_KEY, login);
  }

  setProfile(profile: MemberProfile | null): void {
    this.profile = profile;
    this.persist(PROFILE_KEY, profile);
  }

  /** Clears login and profile (logout, failed check). */
  clear(): void {
    this.setLogin(null);
    this.setProfile(null);
  }

  /**
   * The login check: with nothing stored the member is not logged in; otherwise a fresh token
   * replaces the stored one, and any failure clears login and profile (expired).
   */
  check(): Promise<LoginCheck> {
    if (!this.login?.token) return Promise.resolve('not-logged-in');
    this.pending ??= this.renew().finally(() => {
      this.pending = null;
    });
    return this.pending;
  }

  private async renew(): Promise<LoginCheck> {
    try {
      const { token } = await this.root.api.member.renewToken();
      runInAction(() => {
        if (this.login) this.setLogin({ ...this.login, token });
      });
      return 'ok';
    } catch {
      runInAction(() => this.clear());
      return 'expired';
    }
  }

  /** After login or register: keeps the login, then fetches the profile (a failed fetch keeps none). */
  async signedIn(login: LoginInfo): Promise<void> {
    this.setLogin({ token: login.token, userID: login.userID, userName: login.userName });
    await this.refreshProfile();
  }

  /** Reloads the profile part from GET me (points, fans, avatar, nickname); a failure keeps what is stored. */
  async refreshProfile(): Promise<void> {
    if (!this.isLoggedIn) return;
    try {
      const me = await this.root.api.member.me();
      runInAction(() => {
        if (!this.isLoggedIn) return;
        this.setProfile({ score: me.score, fansCount: me.fansCount, avatarURL: me.avatarURL, nickname: me.nickname });
      });
    } catch {
      // the stored profile stays; the next check or page load tries again
    }
  }

  /**
   * Logout: ends the server session of the stored token (the request carries it), then clears
   * login and profile whatever the answer — offline or already ended, the member is logged out
   * here and the token expires by itself.
   */
  async logout(): Promise<void> {
    if (!this.isLoggedIn) return;
    try {
      await this.root.api.member.logout();
    } catch {
      // already ended, or offline: clearing below is what the member sees
    }
    runInAction(() => this.clear());
  }

  private persist(key: string, value: unknown): void {
    try {
      if (value === null) this.root.env.storage?.removeItem(key);
      else this.root.env.storage?.setItem(key, JSON.stringify(value));
    } catch {
      // storage full or unavailable: the state still lives in memory
    }
  }
}
