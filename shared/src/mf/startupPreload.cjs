/**
 * The scripts the shell's entry asks for the moment it has run, named in its HTML.
 *
 * The entry (main.js) holds the webpack and federation runtimes; its only import is the async
 * boundary (`import('./bootstrap')`). Evaluating it therefore requests the bootstrap's chunks and
 * the chunks of the shared singletons they consume (React, ReactDOM, MobX, the router …): a
 * dozen script requests made by script, one after another, inside main.js's task, and only once
 * main.js has arrived and run. Named in the HTML as `<link rel="preload" as="script">`, they are
 * fetched alongside main.js, and main.js's requests find them there.
 *
 * The entry itself begins with V8's compile hint `//# allFunctionsCalledOnLoad`: nearly all of
 * it (the webpack and federation runtimes) runs at once, so Chromium compiles its functions while
 * it streams the file, off the main thread, instead of one by one on first call inside main.js's
 * task (171 functions, 10–13 ms of that task on this machine). Other browsers read a comment.
 * Not the chunks: hinting them too (react-dom's 200 KB, most of it never called on a page) made
 * Lighthouse's blocking time worse, not better (docs/performance.md).
 */
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { Compilation, sources } = require('webpack');

const CONSUME = 'consume-shared-module';
const PROVIDE = 'provide-module';

/** The chunk groups that hold what a module loads asynchronously (its blocks). */
function blockGroups(chunkGraph, module) {
  return module.blocks.map((block) => chunkGraph.getBlockChunkGroup(block)).filter(Boolean);
}

/**
 * The JavaScript files of the chunks an entry loads as soon as it has run: the chunk groups its
 * own modules import, and (transitively) the chunks of the shared modules consumed in them — a
 * chunk's consumed modules are loaded with it, from the module this build provides under the
 * same key (its fallback only when it provides none). Chunks the entry loads later (a page's
 * `import()` inside the bootstrap, axios at the first request) are not followed.
 *
 * @param {import('webpack').Compilation} compilation
 * @param {string} entryName
 * @returns {string[]}
 */
function startupFiles(compilation, entryName) {
  const entry = compilation.entrypoints.get(entryName);
  if (!entry) return [];
  const { chunkGraph } = compilation;
  const provided = new Map();
  for (const module of compilation.modules)
    if (module.type === PROVIDE) provided.set(module._name, blockGroups(chunkGraph, module));
  const initial = new Set(entry.chunks);
  const seen = new Set();
  // The entry's chunk also holds the modules it provides (each imports its module lazily):
  // only what the entry's own modules import is loaded at once.
  const queue = entry.getChildren().filter((g) => g.origins.some((o) => o.module && o.module.type !== PROVIDE));
  const files = new Set();
  while (queue.length) {
    const group = queue.shift();
    if (seen.has(group)) continue;
    seen.add(group);
    for (const chunk of group.chunks) {
      if (initial.has(chunk)) continue;
      for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        if (module.type !== CONSUME) continue;
        queue.push(...(provided.get(module.options.shareKey) ?? blockGroups(chunkGraph, module)));
      }
    }
  }
  return [...files];
}

const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Adds a preload link for each of the entry's startup scripts to its HTML, after the entry's own
 * script at the end of the body: the browser asks for the page's first image (its LCP element,
 * preloaded in the head by the server's render) and the entry first, then for these. The entry
 * gets the compile hint (after minification, which would drop it; before the source maps and the
 * content hashes, which then count it).
 */
class StartupPreloadPlugin {
  constructor(entryName = 'main') {
    this.entryName = entryName;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap('StartupPreloadPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'StartupPreloadPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        () => {
          const entry = compilation.entrypoints.get(this.entryName);
          if (!entry) return;
          for (const chunk of entry.chunks)
            for (const file of chunk.files)
              if (file.endsWith('.js'))
                compilation.updateAsset(file, (source) => new sources.ConcatSource(COMPILE_HINT, source));
        },
      );
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('StartupPreloadPlugin', (data) => {
        const base = data.publicPath ?? '';
        for (const file of startupFiles(compilation, this.entryName))
          data.bodyTags.push(
            HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: base + file }),
          );
        return data;
      });
    });
  }
}

module.exports = { StartupPreloadPlugin, startupFiles };
