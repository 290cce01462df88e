import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ContractError, discoverRemotes, readRemote, runtimeOf, workspaceFolders } from './remotes.cjs';

const contract = (over: Record<string, unknown> = {}) => ({
  name: 'mf_demo',
  port: 3099,
  exposes: { './desktop': './src/expose/desktop.tsx', './mobile': './src/expose/mobile.tsx' },
  routes: { desktop: ['/demo'], mobile: ['/m/demo'] },
  smoke: { desktop: ['/demo'], mobile: ['/m/demo'] },
  ...over,
});

/** A repository in a temp dir: a root package.json with workspaces and the given packages. */
function repo(packages: Record<string, Record<string, unknown>>, workspaces = ['shared', 'mf-*']) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-remotes-'));
  fs.writeFileSync(path.join(root, 'package.json'), JSON.stringify({ name: 'x', workspaces }));
  for (const [folder, pkg] of Object.entries(packages)) {
    fs.mkdirSync(path.join(root, folder));
    fs.writeFileSync(path.join(root, folder, 'package.json'), JSON.stringify(pkg));
  }
  return root;
}

describe('remote discovery', () => {
  it('finds this repository’s five remotes in the workspaces, in folder order', () => {
    expect(discoverRemotes().map((r) => [r.folder, r.name, r.packageName])).toEqual([
      ['mf-gallery', 'mf_gallery', '@cp/mf-gallery'],
      ['mf-guess', 'mf_guess', '@cp/mf-guess'],
      ['mf-member', 'mf_member', '@cp/mf-member'],
      ['mf-prediction', 'mf_prediction', '@cp/mf-prediction'],
      ['mf-trend', 'mf_trend', '@cp/mf-trend'],
    ]);
    expect(workspaceFolders()).toEqual(expect.arrayContaining(['shared', 'shell', 'server', 'e2e', 'mf-trend']));
  });

  it('takes a workspace with a contract as a remote, and leaves the others out', () => {
    const root = repo({
      shared: { name: '@cp/shared' },
      'mf-demo': { name: '@cp/mf-demo', version: '1.0.0', federation: contract() },
      'mf-notyet': { name: '@cp/mf-notyet', version: '1.0.0' },
    });
    expect(discoverRemotes(root).map((r) => r.folder)).toEqual(['mf-demo']);
  });

  it('refuses two remotes claiming the same port or route prefix', () => {
    const root = repo({
      'mf-demo': { name: '@cp/mf-demo', version: '1.0.0', federation: contract() },
      'mf-other': {
        name: '@cp/mf-other',
        version: '1.0.0',
        federation: contract({ name: 'mf_other', smoke: { desktop: [], mobile: [] } }),
      },
    });
    expect(() => discoverRemotes(root)).toThrow(/port 3099 is declared by both mf-demo and mf-other/);
    expect(() => discoverRemotes(root)).toThrow(/route \/demo is declared by both/);
  });
});

describe('contract validation', () => {
  const read = (federation: unknown, folder = 'mf-demo') => {
    const root = repo({ [folder]: { name: `@cp/${folder}`, version: '1.0.0', federation } });
    return () => readRemote(path.join(root, folder));
  };

  it('reads a valid contract and its runtime part for the registry', () => {
    const remote = read(
      contract({ protected: ['/demo/mine/*'], titles: { '/m/demo': '演示' }, lotteryPages: ['/demo/:code/*'] }),
    )();
    expect(remote).toMatchObject({ folder: 'mf-demo', name: 'mf_demo', version: '1.0.0' });
    expect(runtimeOf(remote.contract)).toEqual({
      routes: ['/demo', '/m/demo'],
      protected: ['/demo/mine/*'],
      titles: { '/m/demo': '演示' },
      lotteryPages: ['/demo/:code/*'],
    });
  });

  it.each([
    ['an unknown field', { colour: 'red' }, /must NOT have additional properties "colour"/],
    ['a missing smoke list', { smoke: undefined }, /must have required property 'smoke'/],
    [
      'a mobile prefix among desktop ones',
      { routes: { desktop: ['/m/demo'], mobile: [] } },
      /\/routes\/desktop\/0 \/m\/demo is a mobile path/,
    ],
    ['a desktop prefix among mobile ones', { routes: { desktop: [], mobile: ['/demo'] } }, /must start with \/m\//],
    ['a regular expression as a pattern', { protected: ['^/member(/|$)'] }, /\/protected\/0 must match pattern/],
    ['a star in the middle of a pattern', { protected: ['/a/*/b'] }, /\/protected\/0 must match pattern/],
    [
      'a menu entry with neither path nor dropdown',
      { menu: [{ id: 'x', label: 'X', order: 1 }] },
      /\/menu\/0 must match a schema in anyOf/,
    ],
    [
      'a dropdown of an unknown type',
      { menu: [{ id: 'x', label: 'X', order: 1, dropdown: { type: 'grid', items: [] } }] },
      /\/menu\/0\/dropdown/,
    ],
    [
      'a redirect out of its routes',
      { redirects: [{ from: '/else', to: '/demo' }] },
      /redirects\/0\/from \/else is not under the remote's routes/,
    ],
    ['a smoke page out of its routes', { smoke: { desktop: ['/'], mobile: [] } }, /smoke\/desktop\/0 \/ is not under/],
    [
      'a lottery page out of its routes',
      { lotteryPages: ['/else/:code'] },
      /lotteryPages\/0 \/else\/:code is not under the remote's routes/,
    ],
    [
      'a lottery page without :code',
      { lotteryPages: ['/demo/:id'] },
      /lotteryPages\/0 \/demo\/:id has no :code segment/,
    ],
    [
      'exposes without ./mobile',
      { exposes: { './desktop': './src/expose/desktop.tsx' } },
      /must have required property '\.\/mobile'/,
    ],
  ])('refuses %s with a message naming the file and field', (_what, over, message) => {
    const run = read(contract(over));
    expect(run).toThrow(ContractError);
    expect(run).toThrow(/Invalid remote contract in mf-demo\/package.json "federation"/);
    expect(run).toThrow(message);
  });

  it('refuses a federation name that does not follow the folder', () => {
    expect(read(contract({ name: 'mf_else' }))).toThrow(/\/name must be mf_demo/);
  });

  it('refuses a package without a contract block', () => {
    expect(read(undefined)).toThrow(/no contract block/);
  });
});
