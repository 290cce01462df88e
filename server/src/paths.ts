import path from 'node:path';

/**
 * Where the server's files are. This module lives at the top of the code folder, which is
 * `server/src` when run from source (tsx, jest) and `server/dist` in the compiled bundle, so
 * the same relative paths hold in both (the build copies the migrations to dist/db/migrations).
 */
export const CODE_DIR = __dirname;
export const SERVER_ROOT = path.resolve(CODE_DIR, '..');
export const REPO_ROOT = path.resolve(SERVER_ROOT, '..');
export const MIGRATIONS_DIR = path.join(CODE_DIR, 'db', 'migrations');
/** Static files served under /static/ (brand images). */
export const PUBLIC_DIR = path.join(SERVER_ROOT, 'public');
