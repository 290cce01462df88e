import { randomInt } from 'node:crypto';
import { generateBalls, lastSlots, nextSlot, slotsBetween } from '@cp/shared/domain';
import type { LotteryDef } from '@cp/shared/domain';
import { ENGINE_LOCK_KEY } from '../../db/locks';
import type { Db } from '../../db/types';
import type { Clock } from '../../lib/clock';
import type { Catalogue } from '../lotteries/catalogue';
import type { DrawRepository } from './repository';
import type { DrawRecord } from './types';

/** After a longer downtime the engine fills at most this much; older gaps stay gaps. */
export const MAX_CATCH_UP_MS = 7 * 86400_000;

export interface EngineDeps {
  db: Db;
  catalogue: Catalogue;
  repo: DrawRepository;
  clock: Clock;
  randomInt?: (maxExclusive: number) => number;
  log?: { info(obj: object, msg?: string): void; error(obj: object, msg?: string): void };
  /** How often a follower retries the leader lock (default LEADER_RETRY_MS). */
  leaderRetryMs?: number;
  /** Runs after draws were written and committed (the draws module: the live feed reads them). */
  written?: () => Promise<void>;
}

/**
 * How often a standing-by process tries the leader lock: the lock of a killed leader is free at
 * once, so a follower takes over within this much plus one catch-up (the target is 10 s).
 */
export const LEADER_RETRY_MS = 2_000;

/** 'leader' runs the engine here, 'standby' waits for the lock, 'off' when not started or nothing is simulated. */
export type EngineRole = 'leader' | 'standby' | 'off';

/**
 * The simulated draw source. For every simulated lottery it writes each period of the
 * timetable when it falls due: on first start the backfill window, after downtime the missed
 * periods, then each new period as its time comes. Writes are idempotent (a period is never
 * written twice) and only the leader process runs it.
 */
export class DrawEngine {
  private timer: NodeJS.Timeout | null = null;
  private stopped = true;
  private currentRole: EngineRole = 'off';
  private running: Promise<void> = Promise.resolve();
  private readonly rand: (maxExclusive: number) => number;
  /**
   * When each lottery is next due, as of the last catch-up: a tick skips the lotteries whose
   * next period has not come (no query for them; the engine is the only writer of simulated draws).
   */
  private readonly dueAt = new Map<string, number>();

  constructor(private readonly deps: EngineDeps) {
    this.rand = deps.randomInt ?? ((n) => randomInt(n));
  }

  private simulated(): LotteryDef[] {
    return this.deps.catalogue.list.filter((l) => this.deps.catalogue.isSimulated(l.code));
  }

  /**
   * The slots a lottery is missing at `now`: its backfill window when empty, else since its
   * latest draw. A draw stored with a future time (accepted before ingest kept to the
   * timetable) is not "latest": it must not stop the engine until that time.
   */
  async dueSlots(lottery: LotteryDef, now: number) {
    const latest = await this.deps.repo.latestAtOrBefore(lottery.code, now);
    if (!latest) {
      const b = lottery.backfill;
      return 'draws' in b
        ? lastSlots(lottery.schedule, now, b.draws)
        : slotsBetween(lottery.schedule, now - b.hours * 3600_000, now);
    }
    return slotsBetween(lottery.schedule, Math.max(latest.drawTime, now - MAX_CATCH_UP_MS), now);
  }

  /** Writes every due period of every simulated lottery at `now`; returns how many were written. */
  async catchUp(now: number): Promise<number> {
    let written = 0;
    for (const lottery of this.simulated()) {
      if ((this.dueAt.get(lottery.code) ?? -Infinity) > now) continue;
      const slots = await this.dueSlots(lottery, now);
      const rows: DrawRecord[] = slots.map((s) => ({
        code: lottery.code,
        period: s.period,
        drawTime: s.drawTime,
        balls: generateBalls(lottery.group, this.rand),
      }));
      for (let i = 0; i < rows.length; i += 5000) {
        written += (await this.deps.repo.insert(lottery.code, rows.slice(i, i + 5000), 'simulated')).length;
      }
      this.dueAt.set(lottery.code, nextSlot(lottery.schedule, now).drawTime);
    }
    if (written > 0) await this.deps.written?.();
    return written;
  }

  /** Epoch ms of the next due period across the simulated lotteries, or null when none. */
  nextDue(now: number): number | null {
    let next: number | null = null;
    for (const l of this.simulated()) {
      const t = nextSlot(l.schedule, now).drawTime;
      if (next === null || t < next) next = t;
    }
    return next;
  }

  get role(): EngineRole {
    return this.currentRole;
  }

  /**
   * Runs until stop(): wins (or waits for) the leader lock, catches up, then follows the
   * timetable. A leader that loses its lock (its database connection dropped) stands by again.
   */
  async start(): Promise<void> {
    this.stopped = false;
    if (this.simulated().length === 0) return;
    const leader = await this.deps.db.tryLeaderLock(ENGINE_LOCK_KEY, () => this.lostLead());
    if (this.stopped) return;
    if (!leader) {
      if (this.currentRole !== 'standby') this.deps.log?.info({}, 'draw engine: another process leads, standing by');
      this.standBy();
      return;
    }
    this.currentRole = 'leader';
    const t0 = Date.now();
    const written = await this.step();
    this.deps.log?.info({ written, ms: Date.now() - t0 }, 'draw engine: leading; caught up');
  }

  private standBy(): void {
    this.currentRole = 'standby';
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      // The database may be down for a while: keep trying, never crash the process.
      this.start().catch((err) => {
        this.deps.log?.error({ err }, 'draw engine: leader lock attempt failed, retrying');
        if (!this.stopped) this.standBy();
      });
    }, this.deps.leaderRetryMs ?? LEADER_RETRY_MS);
  }

  private lostLead(): void {
    if (this.stopped || this.currentRole !== 'leader') return;
    this.deps.log?.error({}, 'draw engine: lost the leader lock with its database connection; standing by');
    this.standBy();
  }

  private step(): Promise<number> {
    const run = this.running.then(async () => {
      if (this.stopped || this.currentRole !== 'leader') return 0;
      let written = 0;
      try {
        written = await this.catchUp(this.deps.clock.now());
      } catch (err) {
        this.deps.log?.error({ err }, 'draw engine: step failed, retrying shortly');
      }
      this.schedule();
      return written;
    });
    this.running = run.then(() => undefined);
    return run;
  }

  private schedule(): void {
    if (this.stopped || this.currentRole !== 'leader') return;
    const now = this.deps.clock.now();
    const due = this.nextDue(now);
    if (due === null) return;
    // A few ms late so the period is due when the timer fires; capped so clock jumps heal.
    const delay = Math.min(Math.max(due - now + 5, 5), 60_000);
    this.timer = setTimeout(() => void this.step(), delay);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.currentRole = 'off';
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }
}
