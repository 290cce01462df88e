import type { ReactNode } from 'react';
import { fakeStore, hydrateRemoteFirstView } from '@cp/shared/testing';
import { MemberApisProvider } from '../api';
import { apisOver, memberHttp } from '../testing/memberHttp';
import * as desktop from './desktop';
import * as mobile from './mobile';

const side = () => ({
  root: fakeStore({ openEventSource: null }, { answer: 'empty', timers: 'inert' }).store,
  http: memberHttp(),
});
const wrap = (children: ReactNode) => <MemberApisProvider apis={apisOver(memberHttp())}>{children}</MemberApisProvider>;

describe('mf-member first views: the public pages rendered by the server, hydrated as they are', () => {
  it.each([
    ['desktop login', desktop, '/login', '/login', '会员登录'],
    ['mobile login', mobile, '/m/member', '/m/member/login', '会员登录'],
    ['mobile register', mobile, '/m/member', '/m/member/register', '会员注册'],
    ['mobile disclaimer', mobile, '/m/member', '/m/member/state', '免责声明'],
  ])('%s: in the HTML, no mismatch', async (_, module, prefix, path, title) => {
    const result = await hydrateRemoteFirstView(module, { prefix, path, wrap }, side(), side());
    result.unmount();
    expect(result.html).toContain(title);
    expect(result.errors).toEqual([]);
    expect(result.fetched).toEqual([]);
  });

  it.each(['/m/member', '/m/member/info', '/member', '/member/integral', '/feedback'])(
    '%s: a member’s own page is left to the browser',
    async (path) => {
      const { root, http } = side();
      const prefix = path.startsWith('/m/') ? '/m/member' : path.startsWith('/feedback') ? '/feedback' : '/member';
      expect(await desktop.prepareFirstView({ path, prefix, root, client: http })).toBeNull();
    },
  );
});
