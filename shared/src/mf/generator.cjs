/**
 * `npm run new-remote -- mf-<name> [--title 标题] [--port N]`: a new remote from the template
 * (templates/remote, a working remote called mf-starter). The copy gets its name, federation
 * name, route prefixes (/<name> and /m/<name>), title and a free dev port, and the template's
 * shared dependencies at the versions the shell provides. Nothing else in the repository needs
 * a line: the workspaces glob (mf-*) and the discovery module (remotes.cjs) pick it up after
 * `npm install`.
 */
const fs = require('node:fs');
const path = require('node:path');
const { ROOT, discoverRemotes } = require('./remotes.cjs');

const TEMPLATE = path.join(ROOT, 'templates', 'remote');
const NAME = /^mf-[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
/** Paths the shell itself renders: a remote may not take them. */
const SHELL_PREFIXES = ['/', '/m', '/transfer', '/m/lottery/group', '/m/video'];
const FIRST_PORT = 3001;

class GeneratorError extends Error {
  constructor(message) {
    super(message);
    this.name = 'GeneratorError';
  }
}

const pascal = (bare) =>
  bare
    .split('-')
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join('');

const overlaps = (a, b) => a === b || a.startsWith(`${b}/`) || b.startsWith(`${a}/`);

/** Files of the template, relative paths, without build output or dependencies. */
function templateFiles(dir, rel = '') {
  return fs
    .readdirSync(path.join(dir, rel), { withFileTypes: true })
    .filter((e) => !['node_modules', 'dist'].includes(e.name))
    .flatMap((e) => (e.isDirectory() ? templateFiles(dir, path.join(rel, e.name)) : [path.join(rel, e.name)]))
    .sort();
}

/**
 * Creates `<root>/<folder>` from the template. Options: title (the section's Chinese name,
 * default the bare name), port (default the next free one after the remotes' ports), root
 * (default this repository), template (default templates/remote). Returns what it made.
 */
function generateRemote(folder, options = {}) {
  const root = options.root || ROOT;
  const template = options.template || TEMPLATE;
  if (typeof folder !== 'string' || !NAME.test(folder) || folder.length > 40)
    throw new GeneratorError(
      `"${folder ?? ''}" is not a remote name: use mf-<name>, lower-case letters and digits, words joined by -, e.g. mf-news`,
    );
  const target = path.join(root, folder);
  if (fs.existsSync(target)) throw new GeneratorError(`${folder} already exists (${target}): choose another name`);

  const bare = folder.slice(3);
  const federationName = folder.replace(/-/g, '_');
  const desktop = `/${bare}`;
  const mobile = `/m/${bare}`;
  const remotes = discoverRemotes(root);
  for (const prefix of [desktop, mobile]) {
    if (SHELL_PREFIXES.includes(prefix))
      throw new GeneratorError(`${prefix} is a page of the shell: choose another name`);
    for (const r of remotes)
      for (const taken of [...r.contract.routes.desktop, ...r.contract.routes.mobile])
        if (overlaps(prefix, taken))
          throw new GeneratorError(`${prefix} overlaps ${taken} of ${r.folder}: choose another name`);
  }
  const ports = new Set(remotes.map((r) => r.contract.port));
  let port = options.port;
  if (port !== undefined) {
    if (!Number.isInteger(port) || port < 1024 || port > 65535)
      throw new GeneratorError(`--port ${port} is not a port number (1024–65535)`);
    if (ports.has(port)) throw new GeneratorError(`port ${port} is taken by another remote`);
  } else {
    port = Math.max(FIRST_PORT - 1, ...ports) + 1;
    while (ports.has(port)) port += 1;
  }
  const title = options.title || bare;
  if (/["\\\n]/.test(title) || title.length > 20)
    throw new GeneratorError(`--title must be at most 20 characters, without quotes or backslashes`);

  const replace = (text) =>
    text
      .replace(/mf-starter/g, folder)
      .replace(/mf_starter/g, federationName)
      .replace(/STARTER/g, bare.toUpperCase().replace(/-/g, '_'))
      .replace(/Starter/g, pascal(bare))
      .replace(/starter/g, bare)
      .replace(/示例/g, title)
      .replace(/3099/g, String(port));

  const shellPkgFile = path.join(root, 'shell', 'package.json');
  const shellDeps = fs.existsSync(shellPkgFile)
    ? JSON.parse(fs.readFileSync(shellPkgFile, 'utf8')).dependencies || {}
    : {};
  const tmp = `${target}.tmp-${process.pid}`;
  const files = templateFiles(template);
  try {
    for (const rel of files) {
      const out = path.join(tmp, replace(rel));
      fs.mkdirSync(path.dirname(out), { recursive: true });
      let text = replace(fs.readFileSync(path.join(template, rel), 'utf8'));
      if (rel === 'package.json') {
        const pkg = JSON.parse(text);
        for (const dep of Object.keys(pkg.dependencies || {}))
          if (shellDeps[dep]) pkg.dependencies[dep] = shellDeps[dep];
        text = `${JSON.stringify(pkg, null, 2)}\n`;
      }
      fs.writeFileSync(out, text);
    }
    fs.renameSync(tmp, target);
  } catch (err) {
    fs.rmSync(tmp, { recursive: true, force: true });
    throw err;
  }
  return {
    folder,
    dir: target,
    name: federationName,
    packageName: `@cp/${folder}`,
    port,
    routes: { desktop: [desktop], mobile: [mobile] },
    files: files.map(replace),
  };
}

module.exports = { generateRemote, GeneratorError };
