import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generateRemote, GeneratorError } from './generator.cjs';
import { readRemote } from './remotes.cjs';

/** A repository in a temp dir with the workspaces glob, a shell and one existing remote. */
function repo() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-gen-'));
  const write = (rel: string, value: unknown) => {
    fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    fs.writeFileSync(path.join(root, rel), JSON.stringify(value));
  };
  write('package.json', { name: 'x', workspaces: ['shared', 'shell', 'mf-*'] });
  write('shell/package.json', { name: '@cp/shell', dependencies: { react: '19.9.9', mobx: '7.1.3' } });
  write('mf-news/package.json', {
    name: '@cp/mf-news',
    version: '1.0.0',
    federation: {
      name: 'mf_news',
      port: 3007,
      exposes: { './desktop': './src/expose/desktop.tsx', './mobile': './src/expose/mobile.tsx' },
      routes: { desktop: ['/news'], mobile: ['/m/news'] },
      smoke: { desktop: ['/news'], mobile: [] },
    },
  });
  return root;
}

describe('npm run new-remote', () => {
  let root: string;
  beforeEach(() => (root = repo()));
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('creates a remote from the template with its own name, routes, title and a free port', () => {
    const made = generateRemote('mf-lucky-draw', { root, title: '幸运抽奖' });
    expect(made).toMatchObject({ folder: 'mf-lucky-draw', name: 'mf_lucky_draw', port: 3008 });
    const read = (rel: string) => fs.readFileSync(path.join(root, 'mf-lucky-draw', rel), 'utf8');
    expect(made.files).toEqual([
      'exposes.lock.json',
      'package.json',
      'src/dev.tsx',
      'src/expose/desktop.tsx',
      'src/expose/mobile.tsx',
      'src/features/lucky-draw/LuckyDrawPage.test.tsx',
      'src/features/lucky-draw/LuckyDrawPage.tsx',
      'src/features/lucky-draw/LuckyDrawPageMobile.tsx',
      'src/features/lucky-draw/LuckyDrawRoutes.tsx',
      'src/features/lucky-draw/index.ts',
      'src/features/lucky-draw/text.ts',
      'src/remote.ts',
      'webpack.config.js',
    ]);
    // The contract is valid and says what the remote is.
    const remote = readRemote(path.join(root, 'mf-lucky-draw'));
    expect(remote.contract).toMatchObject({
      name: 'mf_lucky_draw',
      port: 3008,
      routes: { desktop: ['/lucky-draw'], mobile: ['/m/lucky-draw'] },
      titles: { '/m/lucky-draw': '幸运抽奖' },
      smoke: { desktop: ['/lucky-draw'], mobile: ['/m/lucky-draw'] },
    });
    const pkg = JSON.parse(read('package.json'));
    expect(pkg.name).toBe('@cp/mf-lucky-draw');
    expect(pkg.scripts.test).toBe('jest --config ../jest.config.js --selectProjects mf-lucky-draw');
    // Shared dependencies at the versions the shell provides.
    expect(pkg.dependencies.react).toBe('19.9.9');
    expect(read('webpack.config.js')).toContain('createFederatedConfig({ dir: __dirname })');
    expect(read('src/dev.tsx')).toContain("from '@cp/shared/mf/standalone'");
    expect(read('src/expose/desktop.tsx')).toContain(
      "import { LuckyDrawPage, LuckyDrawRoutes } from '../features/lucky-draw';",
    );
    expect(read('src/features/lucky-draw/LuckyDrawPage.test.tsx')).toContain("describe('mf-lucky-draw pages'");
    expect(read('src/features/lucky-draw/text.ts')).toContain("comingSoon: '幸运抽奖即将上线'");
    expect(read('src/features/lucky-draw/text.ts')).toContain('export const LUCKY_DRAW = {');
    // Nothing of the template's own name is left.
    for (const rel of made.files) expect(read(rel)).not.toMatch(/starter|Starter|STARTER|示例|3099/);
  });

  it('refuses bad names, clearly', () => {
    for (const bad of ['news', 'mf-', 'mf-News', 'mf-2go', 'mf-a--b', 'mf-a_b', '../mf-x', ''])
      expect(() => generateRemote(bad, { root })).toThrow(/is not a remote name: use mf-<name>/);
  });

  it('refuses an existing folder, a taken prefix or port, and the shell’s paths', () => {
    expect(() => generateRemote('mf-news', { root })).toThrow(/mf-news already exists/);
    fs.mkdirSync(path.join(root, 'mf-empty'));
    expect(() => generateRemote('mf-empty', { root })).toThrow(GeneratorError);
    expect(() => generateRemote('mf-transfer', { root })).toThrow(/\/transfer is a page of the shell/);
    expect(() => generateRemote('mf-x', { root, port: 3007 })).toThrow(/port 3007 is taken/);
    expect(fs.existsSync(path.join(root, 'mf-x'))).toBe(false);
  });
});
