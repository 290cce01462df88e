import type { Compilation } from 'webpack';
import { startupFiles } from './startupPreload.cjs';

/** A chunk of a fake compilation: its files and modules. */
interface FakeChunk {
  files: Set<string>;
  modules: FakeModule[];
}
interface FakeGroup {
  chunks: FakeChunk[];
  origins: { module: FakeModule | null }[];
}
interface FakeModule {
  type: string;
  blocks: { group: FakeGroup }[];
  options?: { shareKey: string };
  _name?: string;
}

const chunk = (file: string, ...modules: FakeModule[]): FakeChunk => ({
  files: new Set([file, `${file}.map`]),
  modules,
});
const group = (origin: FakeModule | null, ...chunks: FakeChunk[]): FakeGroup => ({
  chunks,
  origins: [{ module: origin }],
});
const app = (...imports: FakeGroup[]): FakeModule => ({
  type: 'javascript/auto',
  blocks: imports.map((g) => ({ group: g })),
});
const consume = (shareKey: string, fallback?: FakeGroup): FakeModule => ({
  type: 'consume-shared-module',
  options: { shareKey },
  blocks: fallback ? [{ group: fallback }] : [],
});
const provide = (name: string, provided: FakeGroup): FakeModule => ({
  type: 'provide-module',
  _name: name,
  blocks: [{ group: provided }],
});

/**
 * A compilation whose entry `main` (main.js) holds `entryModules` and the provide modules, with
 * `children` as the chunk groups its modules import (webpack's ChunkGroup#getChildren).
 */
function compilation(entryModules: FakeModule[], provides: FakeModule[], children: FakeGroup[]): Compilation {
  const mainChunk = chunk('main.js', ...entryModules, ...provides);
  const entry = { chunks: [mainChunk], getChildren: () => children };
  const modules = new Set<FakeModule>();
  const add = (m: FakeModule) => {
    if (modules.has(m)) return;
    modules.add(m);
    m.blocks.forEach((b) => b.group.chunks.forEach((c) => c.modules.forEach(add)));
  };
  mainChunk.modules.forEach(add);
  children.forEach((g) => g.chunks.forEach((c) => c.modules.forEach(add)));
  return {
    entrypoints: new Map([['main', entry]]),
    modules,
    chunkGraph: {
      getChunkModulesIterable: (c: FakeChunk) => c.modules,
      getBlockChunkGroup: (b: { group: FakeGroup }) => b.group,
    },
  } as unknown as Compilation;
}

describe('startupFiles', () => {
  // The shell's shape: main.js imports the bootstrap, which consumes react-dom and the router;
  // react-dom's chunk consumes react; the bootstrap also imports a page lazily, and the entry
  // provides axios too (used later).
  const reactGroup = group(null, chunk('react.js'));
  const reactDomGroup = group(null, chunk('react-dom.js', consume('react', group(null, chunk('react-fallback.js')))));
  const routerGroup = group(null, chunk('router.js'), chunk('router-vendor.js'));
  const axiosGroup = group(null, chunk('axios.js'));
  const page = group(null, chunk('page.js', consume('axios')));
  const provides = [
    provide('react', reactGroup),
    provide('react-dom', reactDomGroup),
    provide('react-router-dom', routerGroup),
    provide('axios', axiosGroup),
  ];
  const bootstrap = group(
    app(),
    chunk(
      'bootstrap.js',
      app(page),
      consume('react-dom', group(null, chunk('react-dom-fallback.js'))),
      consume('react-router-dom'),
    ),
  );
  const children = [bootstrap, ...provides.map((p) => group(p, ...p.blocks[0].group.chunks))];

  it.each([
    [
      'the entry’s own import, then what its chunks consume, from what the build provides (transitively)',
      compilation([app(bootstrap)], provides, children),
      ['bootstrap.js', 'react-dom.js', 'router.js', 'router-vendor.js', 'react.js'],
    ],
    [
      'a key the build does not provide: the consumed module’s fallback',
      compilation(
        [app(bootstrap)],
        provides.slice(1),
        children.filter((g) => g.origins[0].module?._name !== 'react'),
      ),
      ['bootstrap.js', 'react-dom.js', 'router.js', 'router-vendor.js', 'react-fallback.js'],
    ],
    ['an entry that imports nothing', compilation([app()], provides, children.slice(1)), []],
  ])('%s', (_name, c, files) => {
    expect(startupFiles(c, 'main')).toEqual(files);
  });

  it('knows no other entry', () => {
    expect(startupFiles(compilation([app(bootstrap)], provides, children), 'admin')).toEqual([]);
  });
});
