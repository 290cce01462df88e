/**
 * Keys of the PostgreSQL advisory locks the server takes, in one place so none collide.
 * (`pg_advisory_xact_lock(hashtext('ingest:<code>'))` serialises ingests per lottery.)
 */

/** Transaction lock of the migration runner: concurrent starts apply each migration once. */
export const MIGRATION_LOCK = 7_291_001;

/** Session lock that elects the one process running the draw engine. */
export const ENGINE_LOCK_KEY = 72_910_002;

/**
 * Transaction lock every writer of `draw_outbox` holds from before its insert until it commits,
 * so outbox rows become visible in id order (see DrawRepository.insert and the outbox runner).
 */
export const OUTBOX_WRITE_LOCK = 72_910_003;
