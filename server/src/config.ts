import path from 'node:path';
import { LOTTERIES } from '@cp/shared/domain';
import { REPO_ROOT } from './paths';
import { TrustProxyError, parseTrustProxy } from './lib/trustProxy';
import type { TrustProxy } from './lib/trustProxy';

/** Process configuration, read once from the environment (API.md "Process interface"). */
export interface Config {
  port: number;
  host: string;
  /** Folder of the embedded database (and its lock file). */
  dataDir: string;
  /** Real PostgreSQL; when set, DATA_DIR holds no database. */
  databaseUrl: string | null;
  /** Codes the draw engine simulates; the rest only get draws by ingest or import. */
  simulate: Set<string>;
  /** Bearer key of POST /v1/admin/draws/{code} (ADMIN_KEY is accepted there too); ingest is off without both. */
  ingestKey: string | null;
  /** Bearer key of the operator routes (plugins/auth requireAdmin); they answer 403 without it. */
  adminKey: string | null;
  /** HS256 key of member access tokens; null: a random one kept in the database (server_secrets). */
  jwtSecret: string | null;
  /** Lifetime of a member access token in seconds (renewToken hands out the next one). */
  tokenTtlSeconds: number;
  /** Overrides the 75 s interval of 极速 lotteries (tests and demos). */
  jisuIntervalSeconds: number | null;
  /** Limits of the live draw stream (draw/events; API.md "Live draws"). */
  sse: SseLimits;
  /** Built shell (index.html and assets). */
  shellDir: string;
  /** Immutable remote releases and the registry document. */
  releasesDir: string;
  /** Run the draw engine in this process (it still only runs where it wins the leader lock). */
  engine: boolean;
  logLevel: string;
  /** TRUST_PROXY: whose X-Forwarded-For sets request.ip (the rate limits' key and the logged address). */
  trustProxy: TrustProxy;
  /** Requests per minute per client IP on the API; 0 turns the limit off. */
  rateLimitPerMinute: number;
  /** SMS gateway of the verification codes (POST JSON); null: codes stay in the sms_outbox table. */
  smsWebhookUrl: string | null;
  /** Bearer token sent to the SMS gateway, if it wants one. */
  smsWebhookToken: string | null;
}

/** Limits of the live draw stream, from SSE_* variables (README environment table). */
export interface SseLimits {
  /** Open streams per client IP (request.ip); the next one is refused with 429. */
  maxPerIp: number;
  /** Bytes a stream may have waiting unsent; a client that falls further behind is disconnected. */
  maxBufferBytes: number;
  /** Events a reconnecting client can be replayed (Last-Event-ID); further behind gets `event: reset`. */
  replayWindow: number;
  /** Seconds between heartbeat comments. */
  heartbeatSeconds: number;
}

export class ConfigError extends Error {}

function intVar(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max)
    throw new ConfigError(`${name} must be an integer in ${min}…${max}, got "${raw}"`);
  return n;
}

function parseSimulate(raw: string | undefined): Set<string> {
  const all = LOTTERIES.map((l) => l.code);
  const value = (raw ?? 'all').trim();
  if (value === '' || value === 'all') return new Set(all);
  if (value === 'none') return new Set();
  const codes = value
    .split(',')
    .map((c) => c.trim())
    .filter(Boolean);
  const unknown = codes.filter((c) => !all.includes(c));
  if (unknown.length) throw new ConfigError(`SIMULATE names unknown lotteries: ${unknown.join(', ')}`);
  return new Set(codes);
}

/** Shortest accepted JWT_SECRET and ADMIN_KEY: shorter ones can be guessed. */
export const MIN_SECRET_LENGTH = { JWT_SECRET: 32, ADMIN_KEY: 16 } as const;

function secretVar(env: NodeJS.ProcessEnv, name: keyof typeof MIN_SECRET_LENGTH): string | null {
  const raw = env[name];
  if (raw === undefined || raw === '') return null;
  const min = MIN_SECRET_LENGTH[name];
  if (raw.length < min)
    throw new ConfigError(
      `${name} 太短：至少需要 ${min} 个字符（当前 ${raw.length} 个）。${
        name === 'JWT_SECRET' ? '不设置时服务器会生成一个随机密钥并保存在数据库中。' : '不设置时运维接口关闭。'
      }`,
    );
  return raw;
}

function trustProxyVar(raw: string | undefined): TrustProxy {
  try {
    return parseTrustProxy(raw);
  } catch (err) {
    if (err instanceof TrustProxyError) throw new ConfigError(err.message);
    throw err;
  }
}

function urlVar(env: NodeJS.ProcessEnv, name: string): string | null {
  const raw = env[name];
  if (raw === undefined || raw === '') return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be an http(s) URL, got "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new ConfigError(`${name} must be an http(s) URL, got "${raw}"`);
  return url.toString();
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const jisu = env.JISU_INTERVAL_SECONDS;
  // npm runs workspace scripts inside the package folder; relative paths mean the caller's folder.
  const cwd = env.INIT_CWD || process.cwd();
  return {
    port: intVar(env, 'PORT', 8080, 0, 65535),
    host: env.HOST || '127.0.0.1',
    dataDir: path.resolve(cwd, env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || null,
    simulate: parseSimulate(env.SIMULATE),
    ingestKey: env.INGEST_KEY || null,
    adminKey: secretVar(env, 'ADMIN_KEY'),
    jwtSecret: secretVar(env, 'JWT_SECRET'),
    tokenTtlSeconds: intVar(env, 'TOKEN_TTL_SECONDS', 1800, 60, 86400),
    jisuIntervalSeconds: jisu ? intVar(env, 'JISU_INTERVAL_SECONDS', 75, 1, 3600) : null,
    sse: {
      maxPerIp: intVar(env, 'SSE_MAX_PER_IP', 32, 1, 1_000_000),
      maxBufferBytes: intVar(env, 'SSE_MAX_BUFFER_BYTES', 1024 * 1024, 16 * 1024, 256 * 1024 * 1024),
      replayWindow: intVar(env, 'SSE_REPLAY_WINDOW', 500, 0, 100_000),
      heartbeatSeconds: intVar(env, 'SSE_HEARTBEAT_SECONDS', 15, 1, 3600),
    },
    shellDir: path.resolve(cwd, env.SHELL_DIR || path.join(REPO_ROOT, 'shell', 'dist')),
    releasesDir: path.resolve(cwd, env.RELEASES_DIR || path.join(REPO_ROOT, 'releases')),
    engine: env.ENGINE !== 'off',
    logLevel: env.LOG_LEVEL || 'info',
    trustProxy: trustProxyVar(env.TRUST_PROXY),
    rateLimitPerMinute: intVar(env, 'RATE_LIMIT_PER_MINUTE', 3000, 0, 10_000_000),
    smsWebhookUrl: urlVar(env, 'SMS_WEBHOOK_URL'),
    smsWebhookToken: env.SMS_WEBHOOK_TOKEN || null,
  };
}
