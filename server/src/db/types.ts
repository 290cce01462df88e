/** The slice of a PostgreSQL client the server uses; PGlite and node-postgres both fit it. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

/** Where the database layer reports connections lost and restored (the app's logger once it exists). */
export interface DbLog {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
}

export interface Db extends Queryable {
  /** Runs `fn` in one transaction: everything or nothing. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Subscribes to a NOTIFY channel; resolves to an unsubscribe function. With PostgreSQL the
   * listening connection is re-established after it is lost (a server restart); notices sent
   * while it was down are gone, so `onResync` is called once it listens again: the subscriber
   * catches up from the tables.
   */
  listen(channel: string, onPayload: (payload: string) => void, onResync?: () => void): Promise<() => Promise<void>>;
  /** Whether notices can arrive now (false while the listening connection is being re-established). */
  listening(): boolean;
  /**
   * Tries to become the one process that runs the draw engine. Resolves true when this process
   * holds the lock (kept until close), false when another process does. With PostgreSQL the lock
   * is lost with its connection (a server restart): `onLost` is then called once, and another
   * process may take the lock.
   */
  tryLeaderLock(key: number, onLost?: () => void): Promise<boolean>;
  /** Gives the database layer a logger (the app's, once built). */
  setLog(log: DbLog): void;
  readonly kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}
