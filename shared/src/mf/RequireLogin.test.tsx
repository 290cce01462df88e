import { useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { LOGIN_KEY, RootStore, StoresProvider } from '../stores';
import { createFakeApi, fakeStorage } from '../testing';
import { LoginCheckProvider, RequireLogin } from './RequireLogin';
import type { LoginState } from './RequireLogin';

function setup(stored: boolean) {
  const { api } = createFakeApi();
  const storage = fakeStorage(
    stored ? { [LOGIN_KEY]: JSON.stringify({ token: 't', userID: 1, userName: '张三' }) } : {},
  );
  const store = new RootStore({ api, storage, log: { warn: () => undefined, error: () => undefined } });
  return { api, store };
}

const page = <p>我的投注</p>;

describe('<RequireLogin>', () => {
  it('inside the shell, runs the check the shell provides and shows the page once it passes', () => {
    const { store } = setup(false);
    let pass = () => undefined as void;
    const calls: string[] = [];
    // A provided check is a hook: it runs inside RequireLogin and re-renders it.
    function useShellCheck(): LoginState {
      const [state, setState] = useState<LoginState>('checking');
      pass = () => setState('ok');
      calls.push(state);
      return state;
    }
    render(
      <StoresProvider store={store}>
        <LoginCheckProvider check={useShellCheck}>
          <RequireLogin>{page}</RequireLogin>
        </LoginCheckProvider>
      </StoresProvider>,
    );
    expect(screen.queryByText('我的投注')).toBeNull();
    expect(screen.getByText('正在验证会员身份…')).toBeTruthy();
    act(() => pass());
    expect(screen.getByText('我的投注')).toBeTruthy();
    expect(calls).toEqual(['checking', 'ok']);
  });

  it('standalone, a guest sees the notice and never the page', async () => {
    const { store } = setup(false);
    render(
      <StoresProvider store={store}>
        <MemoryRouter>
          <RequireLogin>{page}</RequireLogin>
        </MemoryRouter>
      </StoresProvider>,
    );
    await act(async () => undefined);
    expect(screen.getByText('尚未登录，请先登录会员')).toBeTruthy();
    expect(screen.queryByText('我的投注')).toBeNull();
  });

  it('standalone, a stored login is renewed first, then the page shows', async () => {
    const { store, api } = setup(true);
    let answer: (v: { token: string }) => void = () => undefined;
    const renew = api.member.renewToken.mockImplementation(() => new Promise((r) => (answer = r)));
    render(
      <StoresProvider store={store}>
        <RequireLogin fallback={<p>稍候</p>}>{page}</RequireLogin>
      </StoresProvider>,
    );
    expect(screen.getByText('稍候')).toBeTruthy();
    await act(async () => answer({ token: 'fresh' }));
    expect(screen.getByText('我的投注')).toBeTruthy();
    expect(renew).toHaveBeenCalledTimes(1);
    expect(store.member.token).toBe('fresh');
  });

  it('standalone, an expired login is denied', async () => {
    const { store, api } = setup(true);
    api.member.renewToken.mockRejectedValue(new Error('401'));
    render(
      <StoresProvider store={store}>
        <RequireLogin>{page}</RequireLogin>
      </StoresProvider>,
    );
    await act(async () => undefined);
    expect(screen.getByText('尚未登录，请先登录会员')).toBeTruthy();
    expect(store.member.isLoggedIn).toBe(false);
  });
});
