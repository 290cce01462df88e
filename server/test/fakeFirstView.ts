import fs from 'node:fs';
import path from 'node:path';
import { fakeShell } from './fakeShell';

/**
 * A shell build with a server bundle (dist/server/: manifest.json and a hashed entry) standing in for the real one
 * (shell/src/firstView, tested there): it reads the public lottery list through the server's
 * in-process GET, counts its renders, and can be told to fail or hang through globalThis.
 */
export function shellWithRenderer(): string {
  const dir = fakeShell('defer');
  fs.mkdirSync(path.join(dir, 'server'));
  fs.writeFileSync(path.join(dir, 'server', 'manifest.json'), JSON.stringify({ render: 'render.0a1b2c3d.cjs' }));
  fs.writeFileSync(
    path.join(dir, 'server', 'render.0a1b2c3d.cjs'),
    `exports.renderFirstView = async ({ path, inject, registry }) => {
      const g = globalThis.__fv ?? (globalThis.__fv = { renders: 0, mode: 'ok' });
      g.renders += 1;
      if (g.mode === 'fail') throw new Error('render failed');
      if (g.mode === 'hang') await new Promise(() => {});
      const res = await inject('/v1/public/cp');
      const body = JSON.parse(res.body);
      const names = Object.values(body.data).map((l) => l.name).join('、');
      return {
        html: '<main data-fv="' + g.renders + '">' + path + '：' + names + ' $& $1</main>',
        styles: '<style data-styled="true">.a{color:red}</style>',
        prefetched: { '/v1/public/cp': body.data, status: res.statusCode, remotes: Object.keys(registry.remotes).length },
        now: 1700000000000,
      };
    };`,
  );
  return dir;
}

export const fv = () => (globalThis as unknown as { __fv: { renders: number; mode: string } }).__fv;
export const bootOf = (html: string) =>
  JSON.parse(/<script type="application\/json" id="cp-boot">(.*?)<\/script>/.exec(html)?.[1] ?? 'null');

/**
 * A shell build whose server bundle exports its singletons and renders the page's remote from
 * that remote's server bundle (what shell/src/firstView/renderFirstView.tsx does with the real
 * ones): the view names the remote's `desktop.marker`, or "none".
 */
export function shellWithRemoteRenderer(): string {
  const dir = fakeShell('defer');
  fs.mkdirSync(path.join(dir, 'server'));
  fs.writeFileSync(path.join(dir, 'server', 'manifest.json'), JSON.stringify({ render: 'render.1a2b3c4d.cjs' }));
  fs.writeFileSync(
    path.join(dir, 'server', 'render.1a2b3c4d.cjs'),
    `exports.singletons = { '@cp/shared/stores': { marker: 'the shell’s stores' } };
    exports.renderFirstView = async ({ path, registry, remoteBundle }) => {
      const remote = Object.entries(registry.remotes).find(([, r]) => r.routes.some((p) => path.startsWith(p)));
      const bundle = remote && remoteBundle ? remoteBundle(remote[0], remote[1].version) : null;
      return {
        html: '<main>' + (bundle ? bundle.desktop.marker : 'none') + '</main>',
        styles: '',
        prefetched: {},
        now: 1700000000000,
        remote: bundle ? { id: remote[0] + '/desktop', prefix: '/x' } : null,
      };
    };`,
  );
  return dir;
}

/** A remote release (releasesDir/<name>/<version>/) with a server bundle of this CommonJS source, or none. */
export function remoteRelease(releasesDir: string, name: string, version: string, source?: string): void {
  const dir = path.join(releasesDir, name, version);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), '{}');
  if (source === undefined) return;
  fs.mkdirSync(path.join(dir, 'server'));
  fs.writeFileSync(path.join(dir, 'server', 'manifest.json'), JSON.stringify({ render: 'render.5e6f7a8b.cjs' }));
  fs.writeFileSync(path.join(dir, 'server', 'render.5e6f7a8b.cjs'), source);
}
