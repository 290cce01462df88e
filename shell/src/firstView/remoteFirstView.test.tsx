import type { ChosenRemote } from '@cp/shared/mf';
import { fakeStore, FakeHttp } from '@cp/shared/testing';
import { matchRemoteRoute, prepareServerRemote } from './remoteFirstView';

const remote = (name: string, routes: string[]) =>
  ({ name, version: '1.0.0-abc', entry: '', canary: false, routes }) as unknown as ChosenRemote;
const REMOTES = [
  remote('mf_trend', ['/lottery/trend', '/lottery/history', '/m/lottery/trend']),
  remote('mf_deep', ['/lottery/trend/special']),
];

describe('matchRemoteRoute: the remote route a page is under', () => {
  it.each([
    ['/lottery/trend/jspk10', 'mf_trend/desktop', '/lottery/trend'],
    ['/lottery/trend', 'mf_trend/desktop', '/lottery/trend'],
    ['/m/lottery/trend/hk6', 'mf_trend/mobile', '/m/lottery/trend'],
    ['/lottery/trend/special/x', 'mf_deep/desktop', '/lottery/trend/special'],
    ['/lottery/trendy', null, null],
    ['/m/lottery/history/fc3d', null, null],
    ['/', null, null],
  ])('%s → %s under %s', (path, id, prefix) => {
    const match = matchRemoteRoute(REMOTES, path);
    expect(match ? [match.id, match.prefix] : [null, null]).toEqual([id, prefix]);
  });
});

describe('prepareServerRemote: the remote’s module, its first view prepared', () => {
  const input = () => ({ path: '/lottery/trend/jspk10', root: fakeStore().store, client: new FakeHttp() });
  const match = matchRemoteRoute(REMOTES, '/lottery/trend/jspk10');
  const Routes = () => null;

  it('prepares the page with the page, prefix, stores and client, and wraps the routes with it', async () => {
    const seen: unknown[] = [];
    const given = input();
    const server = await prepareServerRemote(
      match,
      {
        contract: 1,
        desktop: {
          default: Routes,
          prepareFirstView: async (i) => {
            seen.push(i);
            return 'prepared';
          },
        },
      },
      given,
    );
    expect(server?.id).toBe('mf_trend/desktop');
    expect(seen).toEqual([{ ...given, prefix: '/lottery/trend' }]);
  });

  it.each([
    ['no bundle (a release built before remotes had one)', null],
    ['another bundle contract', { contract: 2, desktop: { default: Routes, prepareFirstView: async () => 1 } }],
    ['a module that prepares no first view', { contract: 1, desktop: { default: Routes } }],
    [
      'a module that leaves this page to the browser',
      { contract: 1, desktop: { default: Routes, prepareFirstView: async () => null } },
    ],
    ['no module for the device', { contract: 1, mobile: { default: Routes, prepareFirstView: async () => 1 } }],
  ])('%s: nothing (the remote’s loading state)', async (_, bundle) => {
    expect(await prepareServerRemote(match, bundle, input())).toBeNull();
  });
});
