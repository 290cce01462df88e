/**
 * The one place that knows which remotes exist: the workspaces of the root package.json whose
 * package.json has a `federation` block (the remote's contract, docs/REMOTES.md). The build
 * script, jest, ESLint, the release tool, `npm start` and the e2e harness all ask this module;
 * none keeps a list of its own. Every contract is validated against contract.schema.json when it
 * is read, so a bad contract fails whatever reads it with a message naming the file and field.
 */
const fs = require('node:fs');
const path = require('node:path');
const Ajv = require('ajv');
const schema = require('./contract/contract.schema.json');

/** The repository root (this file is shared/src/mf/remotes.cjs). */
const ROOT = path.resolve(__dirname, '..', '..', '..');

/** The contract fields the registry carries (RUNTIME_FIELDS of @cp/shared/domain, in that order). */
const RUNTIME_FIELDS = [
  'routes',
  'protected',
  'public',
  'redirects',
  'links',
  'menu',
  'highlight',
  'headerMenu',
  'tabs',
  'titles',
  'ownHeader',
  'lotteryPages',
];

class ContractError extends Error {
  constructor(message) {
    super(message);
    this.name = 'ContractError';
  }
}

let validator = null;
function validate(contract) {
  if (!validator)
    validator = new Ajv({ allErrors: true, strict: true, strictRequired: false, allowUnionTypes: true }).compile(
      schema,
    );
  if (validator(contract)) return [];
  return validator.errors.map((e) => {
    const at = e.instancePath || '(the block)';
    const extra =
      e.keyword === 'additionalProperties'
        ? ` "${e.params.additionalProperty}"`
        : e.keyword === 'enum' || e.keyword === 'const'
          ? ` ${JSON.stringify(e.params.allowedValues ?? e.params.allowedValue)}`
          : '';
    return `${at} ${e.message}${extra}`;
  });
}

/** Simple workspace globs: exact folder names and `prefix*` (npm's own patterns are not needed here). */
function expandWorkspaces(root, patterns) {
  const dirs = [];
  for (const pattern of patterns) {
    if (!pattern.includes('*')) {
      dirs.push(pattern);
      continue;
    }
    if (pattern.indexOf('*') !== pattern.length - 1 || pattern.includes('/'))
      throw new ContractError(`workspace pattern ${pattern}: only "name" and "prefix*" are supported`);
    const prefix = pattern.slice(0, -1);
    for (const e of fs.readdirSync(root, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      if (e.isDirectory() && e.name.startsWith(prefix) && fs.existsSync(path.join(root, e.name, 'package.json')))
        dirs.push(e.name);
    }
  }
  return [...new Set(dirs)];
}

/** Folders of the root package.json's workspaces, in declaration order. */
function workspaceFolders(root = ROOT) {
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  return expandWorkspaces(root, pkg.workspaces || []);
}

/**
 * Reads and validates one remote's contract from `<dir>/package.json`. Returns
 * { dir, folder, packageName, version, name, contract }; throws a ContractError otherwise.
 */
function readRemote(dir) {
  const file = path.join(dir, 'package.json');
  const where = `${path.basename(dir)}/package.json "federation"`;
  let pkg;
  try {
    pkg = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (err) {
    throw new ContractError(`${file}: ${err.message}`);
  }
  const contract = pkg.federation;
  if (!contract || typeof contract !== 'object') throw new ContractError(`${where}: no contract block`);
  const problems = validate(contract);
  const folder = path.basename(dir);
  if (!problems.length) {
    const expected = folder.replace(/-/g, '_');
    if (contract.name !== expected) problems.push(`/name must be ${expected} (the folder name with _ for -)`);
    contract.routes.desktop.forEach((p, i) => {
      if (p === '/m' || p.startsWith('/m/')) problems.push(`/routes/desktop/${i} ${p} is a mobile path`);
    });
    contract.routes.mobile.forEach((p, i) => {
      if (!p.startsWith('/m/')) problems.push(`/routes/mobile/${i} ${p} must start with /m/`);
    });
    const all = [...contract.routes.desktop, ...contract.routes.mobile];
    const owned = (p) => all.some((prefix) => p === prefix || p.startsWith(`${prefix}/`) || p.startsWith(`${prefix}?`));
    (contract.redirects || []).forEach((r, i) => {
      if (!owned(r.from)) problems.push(`/redirects/${i}/from ${r.from} is not under the remote's routes`);
    });
    (contract.lotteryPages || []).forEach((p, i) => {
      if (!owned(p)) problems.push(`/lotteryPages/${i} ${p} is not under the remote's routes`);
      if (!p.split('/').includes(':code')) problems.push(`/lotteryPages/${i} ${p} has no :code segment`);
    });
    for (const device of ['desktop', 'mobile'])
      contract.smoke[device].forEach((p, i) => {
        if (!owned(p)) problems.push(`/smoke/${device}/${i} ${p} is not under the remote's routes`);
      });
  }
  if (problems.length)
    throw new ContractError(
      `Invalid remote contract in ${where}:\n  - ${problems.join('\n  - ')}\n(see docs/REMOTES.md)`,
    );
  return { dir, folder, packageName: pkg.name, version: pkg.version, name: contract.name, contract };
}

/**
 * Every remote of the repository: the workspaces with a `federation` block, validated, plus
 * the checks across remotes (unique names, ports and route prefixes; one owner per named link).
 */
function discoverRemotes(root = ROOT) {
  const remotes = workspaceFolders(root)
    .map((folder) => path.join(root, folder))
    .filter((dir) => {
      const file = path.join(dir, 'package.json');
      return fs.existsSync(file) && 'federation' in JSON.parse(fs.readFileSync(file, 'utf8'));
    })
    .map(readRemote);
  const seen = { name: new Map(), port: new Map(), route: new Map(), link: new Map() };
  const problems = [];
  const claim = (kind, key, folder) => {
    const other = seen[kind].get(key);
    if (other && other !== folder) problems.push(`${kind} ${key} is declared by both ${other} and ${folder}`);
    else seen[kind].set(key, folder);
  };
  for (const r of remotes) {
    claim('name', r.name, r.folder);
    claim('port', String(r.contract.port), r.folder);
    for (const p of [...r.contract.routes.desktop, ...r.contract.routes.mobile]) claim('route', p, r.folder);
    for (const link of Object.keys(r.contract.links || {})) claim('link', link, r.folder);
  }
  if (problems.length) throw new ContractError(`Remote contracts disagree:\n  - ${problems.join('\n  - ')}`);
  return remotes;
}

/** The part of a contract the registry carries (routes flattened: desktop, then mobile). */
function runtimeOf(contract) {
  const out = { routes: [...contract.routes.desktop, ...contract.routes.mobile] };
  for (const field of RUNTIME_FIELDS.slice(1)) if (contract[field] !== undefined) out[field] = contract[field];
  return out;
}

module.exports = {
  ROOT,
  ContractError,
  workspaceFolders,
  readRemote,
  discoverRemotes,
  runtimeOf,
};
