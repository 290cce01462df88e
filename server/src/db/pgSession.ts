import pg from 'pg';

/** How often a dedicated connection proves it is alive, and how long the proof may take. */
export const HEARTBEAT_MS = 10_000;
export const HEARTBEAT_TIMEOUT_MS = 5_000;

/**
 * One dedicated connection (outside the pool) whose loss is reported once: an error, the server
 * closing it (a restart) or a heartbeat that fails or hangs. TCP keep-alive finds peers that
 * vanished without closing.
 */
export interface PgSession {
  readonly client: pg.Client;
  /** False once the connection is lost or closed. */
  alive(): boolean;
  /** Closes it on purpose: `onLost` is not called. */
  close(): Promise<void>;
}

export async function openSession(
  config: pg.ClientConfig,
  onLost: (err: unknown) => void,
  heartbeat: { everyMs: number; timeoutMs: number } = { everyMs: HEARTBEAT_MS, timeoutMs: HEARTBEAT_TIMEOUT_MS },
): Promise<PgSession> {
  const client = new pg.Client({ ...config, keepAlive: true, keepAliveInitialDelayMillis: 10_000 });
  let open = false;
  let done = false;
  let timer: NodeJS.Timeout | null = null;
  const end = () => {
    done = true;
    if (timer) clearInterval(timer);
    return client.end().catch(() => undefined);
  };
  const lost = (err: unknown) => {
    if (done || !open) return;
    void end();
    onLost(err);
  };
  client.on('error', lost);
  client.on('end', () => lost(new Error('PostgreSQL closed the connection')));
  try {
    await client.connect();
  } catch (err) {
    await end();
    throw err;
  }
  open = true;
  let beating = false;
  timer = setInterval(() => {
    if (beating || done) return;
    beating = true;
    let hang: NodeJS.Timeout | null = null;
    const timeout = new Promise<never>((_, reject) => {
      hang = setTimeout(() => reject(new Error('PostgreSQL heartbeat timed out')), heartbeat.timeoutMs);
    });
    Promise.race([client.query('SELECT 1'), timeout])
      .catch(lost)
      .finally(() => {
        if (hang) clearTimeout(hang);
        beating = false;
      });
  }, heartbeat.everyMs);
  timer.unref();
  return {
    client,
    alive: () => !done,
    close: async () => {
      if (!done) await end();
    },
  };
}
