import type { SmsOutboxEntryDto } from '@cp/shared/domain';
import { formatBeijingIso } from '@cp/shared/domain';
import type { Db, Queryable } from '../../../db/types';
import type { Clock } from '../../../lib/clock';
import type { SmsMessage, SmsSender } from './senders';

/** A gateway gets this many tries per message, then the message is marked failed. */
export const SMS_MAX_TRIES = 5;
/** A claim older than this (its node died mid-send) is taken again. */
const CLAIM_MS = 60_000;

interface Row {
  id: number | string;
  phone: string;
  purpose: string;
  code: string;
  message: string;
  status: string;
  attempts: number;
  created_ms: number;
}

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * The SMS outbox (table sms_outbox): messages are written in the transaction that makes their
 * code, then handed to the sender after it commits. With a gateway, any node claims pending
 * messages (FOR UPDATE SKIP LOCKED), so a message is delivered at least once even when the node
 * that wrote it stops; a poll picks up what a failed try left.
 */
export class SmsOutbox {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    readonly sender: SmsSender,
    private readonly log: { error(obj: object, msg?: string): void },
  ) {}

  /** Writes a message in the caller's transaction; returns it with its id. */
  async enqueue(tx: Queryable, m: Omit<SmsMessage, 'id'>): Promise<SmsMessage> {
    const status = this.sender.kind === 'outbox' ? 'logged' : 'pending';
    const r = await tx.query<{ id: number | string }>(
      `INSERT INTO sms_outbox (phone, purpose, code, message, status, created_at)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [m.phone, m.purpose, m.code, m.message, status, iso(this.clock.now())],
    );
    return { ...m, id: Number(r.rows[0].id) };
  }

  /** After the transaction committed: the outbox-only sender logs it; a gateway gets it now. */
  async committed(m: SmsMessage): Promise<void> {
    if (this.sender.kind === 'outbox') await this.sender.deliver(m);
    else void this.dispatch();
  }

  /** Polls for messages a failed try left pending (gateway senders only). */
  start(pollMs = 10_000): void {
    if (this.sender.kind === 'outbox' || this.timer) return;
    this.timer = setInterval(() => void this.dispatch(), pollMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  /** Delivers pending messages until none is left; one run at a time per process. */
  dispatch(): Promise<void> {
    this.running ??= this.deliverPending()
      .catch((err) => this.log.error({ err }, 'SMS outbox dispatch failed'))
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }

  /** Resolves when the delivery run under way (if any) has finished. */
  async idle(): Promise<void> {
    await this.running;
  }

  /** The newest messages, for operators (GET /v1/admin/outbox). */
  async list(phone: string | null, page: number, size: number): Promise<{ list: SmsOutboxEntryDto[]; total: number }> {
    const where = phone ? 'WHERE phone = $1' : '';
    const params = phone ? [phone] : [];
    const total = await this.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM sms_outbox ${where}`, params);
    const r = await this.db.query<Row>(
      `SELECT id, phone, purpose, code, message, status, attempts,
              (extract(epoch FROM created_at) * 1000)::float8 AS created_ms
       FROM sms_outbox ${where} ORDER BY id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, size, (page - 1) * size],
    );
    return {
      total: total.rows[0].n,
      list: r.rows.map((row) => ({
        id: Number(row.id),
        phone: row.phone,
        purpose: row.purpose,
        code: row.code,
        message: row.message,
        status: row.status,
        createdAt: formatBeijingIso(Number(row.created_ms)),
      })),
    };
  }

  private async deliverPending(): Promise<void> {
    for (;;) {
      const now = this.clock.now();
      const claimed = await this.db.query<Row>(
        `UPDATE sms_outbox SET status = 'sending', claimed_at = $1, attempts = attempts + 1
         WHERE id IN (
           SELECT id FROM sms_outbox
           WHERE status = 'pending' OR (status = 'sending' AND claimed_at < $2)
           ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED)
         RETURNING id, phone, purpose, code, message, status, attempts, 0::float8 AS created_ms`,
        [iso(now), iso(now - CLAIM_MS)],
      );
      if (claimed.rows.length === 0) return;
      for (const row of claimed.rows) {
        const m: SmsMessage = {
          id: Number(row.id),
          phone: row.phone,
          purpose: row.purpose,
          code: row.code,
          message: row.message,
        };
        try {
          await this.sender.deliver(m);
          await this.db.query("UPDATE sms_outbox SET status = 'sent', sent_at = $2, last_error = NULL WHERE id = $1", [
            m.id,
            iso(this.clock.now()),
          ]);
        } catch (err) {
          const failed = row.attempts >= SMS_MAX_TRIES;
          await this.db.query('UPDATE sms_outbox SET status = $2, last_error = $3 WHERE id = $1', [
            m.id,
            failed ? 'failed' : 'pending',
            String(err instanceof Error ? err.message : err).slice(0, 500),
          ]);
          if (failed) this.log.error({ err, smsId: m.id }, 'SMS gateway refused a message; giving up');
          else return; // try again at the next poll rather than hammering a gateway that is down
        }
      }
    }
  }
}
