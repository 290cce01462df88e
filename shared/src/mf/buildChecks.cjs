/**
 * What a remote's own build checks before it compiles (createFederatedConfig), so a change that
 * would break in production fails in that remote's CI instead:
 *  - its shared singletons need versions the shell provides (sharedDeps.cjs), and
 *  - its exposed modules changed only together with a version bump: exposes.lock.json, committed
 *    beside package.json, records { version, exposes } of the last release line.
 * And what it emits: cp-remote.json, the contract of this build, which the release tool copies
 * into the registry entry.
 */
const fs = require('node:fs');
const path = require('node:path');
const semver = require('semver');
const { runtimeOf } = require('./remotes.cjs');
const { checkSharedAgainstShell } = require('./sharedDeps.cjs');

const LOCK_FILE = 'exposes.lock.json';
const BUILT_CONTRACT = 'cp-remote.json';

class BuildCheckError extends Error {
  constructor(message) {
    super(message);
    this.name = 'BuildCheckError';
  }
}

/** Throws when the remote requires a shared singleton version the shell does not provide. */
function checkShared(remoteDir, shellDir) {
  const remotePkg = JSON.parse(fs.readFileSync(path.join(remoteDir, 'package.json'), 'utf8'));
  const shellPkg = JSON.parse(fs.readFileSync(path.join(shellDir, 'package.json'), 'utf8'));
  const problems = checkSharedAgainstShell(remotePkg, shellPkg);
  if (problems.length)
    throw new BuildCheckError(
      `${path.basename(remoteDir)}: shared singletons the shell does not provide (compared with ${path.relative(remoteDir, path.join(shellDir, 'package.json'))}):\n  - ${problems.join('\n  - ')}`,
    );
}

/**
 * Compares the contract's exposes and the package version with exposes.lock.json. A first build
 * writes the lock; a version bump (higher semver) rewrites it; changed exposes at the same
 * version throw. Returns what happened: 'created', 'updated' or 'unchanged'.
 */
function checkExposesLock(remoteDir, { version, exposes }) {
  const file = path.join(remoteDir, LOCK_FILE);
  const keys = Object.keys(exposes).sort();
  // Formatted as prettier would: the lock is committed.
  const write = () =>
    fs.writeFileSync(
      file,
      `{\n  "version": ${JSON.stringify(version)},\n  "exposes": [${keys.map((k) => JSON.stringify(k)).join(', ')}]\n}\n`,
    );
  if (!fs.existsSync(file)) {
    write();
    return 'created';
  }
  let lock;
  try {
    lock = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (err) {
    throw new BuildCheckError(`${path.basename(remoteDir)}/${LOCK_FILE}: ${err.message}`);
  }
  const locked = Array.isArray(lock.exposes) ? [...lock.exposes].sort() : [];
  const same = locked.length === keys.length && locked.every((k, i) => k === keys[i]);
  if (lock.version === version) {
    if (same) return 'unchanged';
    const added = keys.filter((k) => !locked.includes(k));
    const removed = locked.filter((k) => !keys.includes(k));
    throw new BuildCheckError(
      `${path.basename(remoteDir)}: its exposed modules changed (${[
        added.length ? `added ${added.join(', ')}` : '',
        removed.length ? `removed ${removed.join(', ')}` : '',
      ]
        .filter(Boolean)
        .join('; ')}) without a version bump: hosts load exposed modules by name, so raise "version" in ` +
        `package.json (now ${version}); the next build records the new exposes in ${LOCK_FILE}.`,
    );
  }
  if (semver.valid(lock.version) && semver.valid(version) && semver.lt(version, lock.version))
    throw new BuildCheckError(
      `${path.basename(remoteDir)}: version ${version} is lower than ${lock.version} in ${LOCK_FILE}`,
    );
  write();
  return 'updated';
}

/** A webpack plugin emitting cp-remote.json: name, version, exposes and the runtime contract. */
class BuiltContractPlugin {
  constructor(remote) {
    this.body = JSON.stringify(
      {
        name: remote.name,
        version: remote.version,
        exposes: Object.keys(remote.contract.exposes).sort(),
        runtime: runtimeOf(remote.contract),
      },
      null,
      2,
    );
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('BuiltContractPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'BuiltContractPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => compilation.emitAsset(BUILT_CONTRACT, new sources.RawSource(`${this.body}\n`)),
      );
    });
  }
}

module.exports = { BuildCheckError, checkShared, checkExposesLock, BuiltContractPlugin };
