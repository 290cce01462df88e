import type { Queryable } from '../../db/types';

/**
 * The transaction lock of one period of one lottery: placing guesses holds it shared, settling
 * and the no-draw refund hold it exclusive. A placement that checked "no draw yet" therefore
 * commits before the settlement reads the open guesses (which then sees them), or waits and
 * then sees the draw (and refuses): no guess is ever left open behind a settled draw.
 */
const key = `hashtextextended('guess:' || $1 || ':' || $2, 0)`;

export async function lockPeriodShared(tx: Queryable, code: string, period: string): Promise<void> {
  await tx.query(`SELECT pg_advisory_xact_lock_shared(${key})`, [code, period]);
}

export async function lockPeriod(tx: Queryable, code: string, period: string): Promise<void> {
  await tx.query(`SELECT pg_advisory_xact_lock(${key})`, [code, period]);
}
