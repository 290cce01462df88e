/** The slice of a PostgreSQL client the server uses; PGlite and node-postgres both fit it. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  /** Runs `fn` in one transaction: everything or nothing. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Subscribes to a NOTIFY channel; resolves to an unsubscribe function. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /**
   * Tries to become the one process that runs the draw engine. Resolves true when this process
   * holds the lock (kept until close), false when another process does.
   */
  tryLeaderLock(key: number): Promise<boolean>;
  readonly kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}
