import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app';
import { ConfigError, loadConfig } from '../src/config';
import { openTestDb } from './helper';

const env = (extra: Record<string, string>) =>
  loadConfig({
    SIMULATE: 'none',
    DATA_DIR: path.join(os.tmpdir(), 'cp-test-unused'),
    RELEASES_DIR: path.join(os.tmpdir(), `cp-test-releases-${process.pid}`),
    SHELL_DIR: path.join(os.tmpdir(), 'cp-test-no-shell'),
    ...extra,
  });

describe('RATE_LIMIT_PER_MINUTE', () => {
  it('sets the per-client limit (3000 by default), 0 turns it off, anything else is refused', () => {
    expect(env({}).rateLimitPerMinute).toBe(3000);
    expect(env({ RATE_LIMIT_PER_MINUTE: '0' }).rateLimitPerMinute).toBe(0);
    expect(() => env({ RATE_LIMIT_PER_MINUTE: '-1' })).toThrow(ConfigError);
    expect(() => env({ RATE_LIMIT_PER_MINUTE: 'lots' })).toThrow(ConfigError);
  });

  it('the server applies it: the request past the limit gets 429', async () => {
    const db = await openTestDb();
    const app = await buildApp({ config: env({ RATE_LIMIT_PER_MINUTE: '2' }), db, logger: false });
    try {
      const codes = [];
      for (let i = 0; i < 3; i++) codes.push((await app.inject('/v1/public/cp')).statusCode);
      expect(codes).toEqual([200, 200, 429]);
    } finally {
      await app.close();
      await db.close();
    }
  });
});
