import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './remotes.cjs';
import { sharedDepsFor } from './sharedDeps.cjs';
import * as subset from './routerSubset';

const ALL_FOLDERS = [
  'shell/src',
  'shared/src',
  'templates',
  'mf-trend/src',
  'mf-prediction/src',
  'mf-guess/src',
  'mf-member/src',
  'mf-gallery/src',
];

function* sources(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== 'dist') yield* sources(full);
    } else if (/\.(tsx?|jsx?|mjs)$/.test(entry.name)) yield full;
  }
}

/** Every `import { … } from 'react-router…'` of the repository's sources: [file, module, name]. */
function routerImports(): [string, string, string][] {
  const found: [string, string, string][] = [];
  const pattern = /import\s+(type\s+)?\{([^}]*)\}\s*from\s*'(react-router(?:-dom)?(?:\/[^']*)?)'/g;
  for (const folder of ALL_FOLDERS)
    for (const file of sources(path.join(ROOT, folder)))
      for (const m of fs.readFileSync(file, 'utf8').matchAll(pattern)) {
        if (m[1]) continue; // types are erased
        for (const raw of m[2].split(',')) {
          const name = raw.trim().split(/\s+as\s+/)[0];
          if (name && !name.startsWith('type ')) found.push([path.relative(ROOT, file), m[3], name]);
        }
      }
  return found;
}

describe('the router the shell shares (routerSubset.ts)', () => {
  it('provides every name it lists, each a real export of React Router', async () => {
    const full = (await import('react-router-dom')) as Record<string, unknown>;
    const names = Object.keys(subset);
    expect(names.length).toBeGreaterThan(10);
    for (const name of names) {
      expect([name, typeof (subset as Record<string, unknown>)[name]]).toEqual([
        name,
        expect.stringMatching(/function|object/),
      ]);
      expect((subset as Record<string, unknown>)[name]).toBe(full[name]);
    }
  });

  it('is what the federation shares as react-router-dom, and react-router is not shared beside it', () => {
    const shared = sharedDepsFor() as Record<string, { import?: string; version?: string; singleton?: boolean }>;
    expect(shared['react-router-dom'].import).toBe(path.join(ROOT, 'shared', 'src', 'mf', 'routerSubset.ts'));
    expect(shared['react-router-dom'].singleton).toBe(true);
    expect(shared['react-router-dom'].version).toMatch(/^\d+\.\d+\.\d+/);
    expect(shared['react-router']).toBeUndefined();
  });

  it('covers every router import of the shell, the remotes and the template (no name that would be undefined)', () => {
    const imports = routerImports();
    expect(imports.length).toBeGreaterThan(50); // the scan reads the sources
    const provided = new Set(Object.keys(subset));
    const missing = imports.filter(([file, module, name]) =>
      file.endsWith('routerSubset.ts') ? false : module !== 'react-router-dom' || !provided.has(name),
    );
    expect(missing).toEqual([]);
  });
});
