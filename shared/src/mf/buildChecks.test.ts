import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BuildCheckError, checkExposesLock } from './buildChecks.cjs';
import { checkSharedAgainstShell } from './sharedDeps.cjs';
import { createFederatedConfig } from './webpack.cjs';
import type { BuildConfig } from './webpack.cjs';

const shellPkg = { name: '@cp/shell', dependencies: { react: '19.3.1', mobx: '7.1.3', '@cp/shared': '0.1.0' } };

describe('a remote requiring shared singletons the shell does not provide', () => {
  it('passes when the shell provides the pinned version or a later one of the same major', () => {
    expect(checkSharedAgainstShell({ name: 'r', dependencies: { mobx: '7.1.3' } }, shellPkg)).toEqual([]);
    expect(checkSharedAgainstShell({ name: 'r', dependencies: { mobx: '7.0.1' } }, shellPkg)).toEqual([]);
  });

  it('names each singleton the shell is too old or a major apart for', () => {
    const problems = checkSharedAgainstShell(
      { name: '@cp/mf-x', dependencies: { mobx: '7.2.0', react: '20.0.0', '@cp/shared': '0.2.0' } },
      shellPkg,
    );
    expect(problems).toEqual([
      expect.stringMatching(/^@cp\/mf-x requires react \^20\.0\.0 but the shell provides 19\.3\.1/),
      expect.stringMatching(/requires mobx \^7\.2\.0 but the shell provides 7\.1\.3/),
      expect.stringMatching(/requires @cp\/shared \^0\.2\.0 but the shell provides 0\.1\.0/),
    ]);
  });
});

/** A remote folder in a temp dir, with a valid contract. */
function tempRemote(pkg: Record<string, unknown> = {}) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-build-'));
  const dir = path.join(root, 'mf-probe');
  fs.mkdirSync(dir);
  const write = (extra: Record<string, unknown>) =>
    fs.writeFileSync(
      path.join(dir, 'package.json'),
      JSON.stringify({
        name: '@cp/mf-probe',
        version: '1.0.0',
        dependencies: { react: '19.3.1', mobx: '7.1.3', '@cp/shared': '0.1.0' },
        federation: {
          name: 'mf_probe',
          port: 3099,
          exposes: { './desktop': './src/expose/desktop.tsx', './mobile': './src/expose/mobile.tsx' },
          routes: { desktop: ['/probe'], mobile: ['/m/probe'] },
          smoke: { desktop: ['/probe'], mobile: ['/m/probe'] },
        },
        ...extra,
      }),
    );
  write(pkg);
  return { root, dir, write };
}

const build = (dir: string) => createFederatedConfig({ dir })({}, { mode: 'production' });

describe("a remote's build", () => {
  it('writes the exposes lock on its first build and passes while nothing changes', () => {
    const { root, dir } = tempRemote();
    try {
      // Two compilations: the browser's, and the server bundle the API server renders first views with.
      const [browser, server] = build(dir) as BuildConfig[];
      expect(browser.output.path).toBe(path.join(dir, 'dist'));
      expect(server).toMatchObject({
        name: 'server',
        target: 'node20',
        output: { path: path.join(dir, 'dist', 'server') },
      });
      expect(server.resolve.alias?.['cp-remote-expose/desktop$']).toBe(path.join(dir, 'src', 'expose', 'desktop.tsx'));
      expect(JSON.parse(fs.readFileSync(path.join(dir, 'exposes.lock.json'), 'utf8'))).toEqual({
        version: '1.0.0',
        exposes: ['./desktop', './mobile'],
      });
      expect(() => build(dir)).not.toThrow();
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  it('fails when it requires a shared singleton version the shell does not provide', () => {
    const { root, dir } = tempRemote({ dependencies: { react: '19.3.1', mobx: '7.99.0', '@cp/shared': '0.1.0' } });
    try {
      expect(() => build(dir)).toThrow(BuildCheckError);
      expect(() => build(dir)).toThrow(/mf-probe: shared singletons the shell does not provide[^]*mobx \^7\.99\.0/);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  it('fails when its exposed modules change without a version bump, and passes once the version is raised', () => {
    const { root, dir, write } = tempRemote();
    try {
      build(dir);
      const changed = {
        name: 'mf_probe',
        port: 3099,
        exposes: {
          './desktop': './src/expose/desktop.tsx',
          './widget': './src/expose/widget.tsx',
          './mobile': './src/expose/mobile.tsx',
        },
        routes: { desktop: ['/probe'], mobile: ['/m/probe'] },
        smoke: { desktop: ['/probe'], mobile: ['/m/probe'] },
      };
      write({ federation: changed });
      expect(() => build(dir)).toThrow(/exposed modules changed \(added \.\/widget\) without a version bump/);
      write({ federation: changed, version: '1.1.0' });
      expect(() => build(dir)).not.toThrow();
      expect(JSON.parse(fs.readFileSync(path.join(dir, 'exposes.lock.json'), 'utf8'))).toEqual({
        version: '1.1.0',
        exposes: ['./desktop', './mobile', './widget'],
      });
      write({ federation: changed, version: '1.0.5' });
      expect(() => build(dir)).toThrow(/lower than 1\.1\.0/);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  it('fails with the contract’s problems when the contract is wrong', () => {
    const { root, dir } = tempRemote({ federation: { name: 'mf_other', port: 1, routes: { desktop: ['/m/x'] } } });
    try {
      expect(() => createFederatedConfig({ dir })).toThrow(
        /Invalid remote contract in mf-probe\/package.json "federation"/,
      );
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('the exposes lock alone', () => {
  it('reports removed modules too', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-lock-'));
    try {
      checkExposesLock(dir, { version: '2.0.0', exposes: { './a': 'x', './b': 'y' } });
      expect(() => checkExposesLock(dir, { version: '2.0.0', exposes: { './a': 'x' } })).toThrow(/removed \.\/b/);
      expect(checkExposesLock(dir, { version: '2.0.0', exposes: { './b': 'y', './a': 'z' } })).toBe('unchanged');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
