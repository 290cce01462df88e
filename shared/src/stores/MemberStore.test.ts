import { LOGIN_KEY, PROFILE_KEY } from './MemberStore';
import { RootStore } from './RootStore';
import { fakeEnv, fakeStorage } from '../testing';

const login = { token: 'old', userID: 7, userName: '幸运星' };
const profile = { score: 1280, fansCount: 36, avatarURL: null };

function stored() {
  const ctx = fakeEnv();
  const storage = fakeStorage({ [LOGIN_KEY]: JSON.stringify(login), [PROFILE_KEY]: JSON.stringify(profile) });
  ctx.env.storage = storage;
  return { ...ctx, storage, store: new RootStore(ctx.env) };
}

describe('MemberStore', () => {
  it('restores login and profile from storage', () => {
    const { store } = stored();
    expect(store.member.isLoggedIn).toBe(true);
    expect(store.member.token).toBe('old');
    expect(store.member.profile).toEqual(profile);
  });

  it('treats unreadable storage as logged out', () => {
    const ctx = fakeEnv();
    ctx.env.storage = fakeStorage({ [LOGIN_KEY]: '{oops' });
    expect(new RootStore(ctx.env).member.isLoggedIn).toBe(false);
  });

  it('persists what it is given and removes what it clears', () => {
    const { env, storage } = fakeEnv();
    const store = new RootStore(env);
    store.member.setLogin(login);
    store.member.setProfile(profile);
    expect(JSON.parse(storage.map.get(LOGIN_KEY) ?? 'null')).toEqual(login);
    store.member.clear();
    expect(storage.map.has(LOGIN_KEY)).toBe(false);
    expect(storage.map.has(PROFILE_KEY)).toBe(false);
    expect(store.member.isLoggedIn).toBe(false);
  });

  it('check: not logged in when nothing is stored, without asking the server', async () => {
    const { env, api } = fakeEnv();
    await expect(new RootStore(env).member.check()).resolves.toBe('not-logged-in');
    expect(api.member.renewToken).not.toHaveBeenCalled();
  });

  it('check: ok replaces the token and keeps the member logged in', async () => {
    const { store, api, storage } = stored();
    api.member.renewToken.mockResolvedValue({ token: 'fresh' });
    await expect(store.member.check()).resolves.toBe('ok');
    expect(store.member.token).toBe('fresh');
    expect(JSON.parse(storage.map.get(LOGIN_KEY) ?? 'null')).toEqual({ ...login, token: 'fresh' });
    expect(store.member.profile).toEqual(profile);
  });

  it('check: expired clears login and profile', async () => {
    const { store, api, storage } = stored();
    api.member.renewToken.mockRejectedValue(Object.assign(new Error('过期'), { httpStatus: 401 }));
    await expect(store.member.check()).resolves.toBe('expired');
    expect(store.member.isLoggedIn).toBe(false);
    expect(store.member.profile).toBeNull();
    expect(storage.map.size).toBe(0);
  });

  it('still works in memory when storage throws', () => {
    const { env } = fakeEnv();
    env.storage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => undefined,
    };
    const store = new RootStore(env);
    store.member.setLogin(login);
    expect(store.member.isLoggedIn).toBe(true);
  });

  it('check: concurrent checks share one renewToken request, a later check asks again', async () => {
    const { store, api } = stored();
    let answer: (v: { token: string }) => void = () => undefined;
    api.member.renewToken.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const checks = [store.member.check(), store.member.check(), store.member.check()];
    expect(api.member.renewToken).toHaveBeenCalledTimes(1);
    answer({ token: 'fresh' });
    await expect(Promise.all(checks)).resolves.toEqual(['ok', 'ok', 'ok']);
    api.member.renewToken.mockResolvedValue({ token: 'fresher' });
    await expect(store.member.check()).resolves.toBe('ok');
    expect(api.member.renewToken).toHaveBeenCalledTimes(2);
    expect(store.member.token).toBe('fresher');
  });

  it('logout: ends the server session with the stored token, then clears login and profile', async () => {
    const { store, api, storage } = stored();
    let tokenAtCall: string | null = null;
    api.member.logout.mockImplementation(async () => {
      tokenAtCall = store.member.token;
      return { ended: true };
    });
    await store.member.logout();
    expect(tokenAtCall).toBe('old');
    expect(store.member.isLoggedIn).toBe(false);
    expect(store.member.profile).toBeNull();
    expect(storage.map.size).toBe(0);
  });

  it('logout: clears the login even when the server cannot be reached', async () => {
    const { store, api } = stored();
    api.member.logout.mockRejectedValue(new Error('offline'));
    await store.member.logout();
    expect(store.member.isLoggedIn).toBe(false);
  });

  it('signedIn: keeps the login and loads the profile from me', async () => {
    const { env, api, storage } = fakeEnv();
    const store = new RootStore(env);
    api.member.me.mockResolvedValue({
      userID: 7,
      userName: '幸运星',
      nickname: '星星',
      score: 1000,
      fansCount: 0,
      avatarURL: null,
      signedInToday: false,
    });
    await store.member.signedIn({ ...login, token: 'new' });
    expect(store.member.token).toBe('new');
    expect(store.member.profile).toEqual({ score: 1000, fansCount: 0, avatarURL: null, nickname: '星星' });
    expect(JSON.parse(storage.map.get(PROFILE_KEY) ?? 'null')).toEqual(store.member.profile);
  });
});
