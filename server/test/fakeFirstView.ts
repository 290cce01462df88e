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
