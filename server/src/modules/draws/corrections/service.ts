import { formatBeijingIso } from '@cp/shared/domain';
import type { Db } from '../../../db/types';
import type { Clock } from '../../../lib/clock';
import { AppError, notFound } from '../../../lib/errors';
import type { Catalogue } from '../../lotteries/catalogue';
import { DrawRowChecker } from '../ingest/rows';
import type { DrawRepository } from '../repository';
import type { DrawRecord } from '../types';
import type { Correction, CorrectionRepository } from './repository';

export interface CorrectionInput {
  balls: number[];
  drawTime?: string;
  drawDate?: string;
  reason: string;
  operator?: string;
}

/** Who asks: the fingerprint of the key used and the client's address. */
export interface CorrectionActor {
  actor: string;
  ip: string | null;
}

export interface CorrectionResult {
  changed: boolean;
  draw: { code: string; period: string; balls: number[]; drawTime: string };
  correction: Correction | null;
}

const sameDraw = (a: DrawRecord, b: DrawRecord) =>
  a.drawTime === b.drawTime && a.balls.length === b.balls.length && a.balls.every((x, i) => x === b.balls[i]);

const wire = (d: DrawRecord) => ({
  code: d.code,
  period: d.period,
  balls: d.balls,
  drawTime: formatBeijingIso(d.drawTime),
});

/**
 * Corrections of stored draws, the only way to change one: the new values pass the same checks
 * as ingest (the family's balls, the lottery's timetable, due now), and in one transaction the
 * audit row (who, when, old and new values, why) is written, the draw changed, an outbox row
 * of kind 'correction' added and every process notified, so caches and live clients update.
 */
export class CorrectionService {
  constructor(
    private readonly db: Db,
    private readonly catalogue: Catalogue,
    private readonly draws: DrawRepository,
    private readonly audit: CorrectionRepository,
    private readonly clock: Clock,
    /** Runs after a correction committed (the draws module: this node's live feed reads it). */
    private readonly written: () => Promise<void> = async () => undefined,
  ) {}

  async correct(code: string, period: string, input: CorrectionInput, who: CorrectionActor): Promise<CorrectionResult> {
    const lottery = this.catalogue.get(code);
    const reason = input.reason.trim();
    if (reason.length < 2)
      throw new AppError(400, 'REASON_REQUIRED', '请填写更正原因（至少 2 个字），它会记入审计记录');
    const result = await this.db.transaction(async (tx) => {
      const stored = await this.draws.lockedDraw(tx, code, period);
      if (!stored)
        throw notFound(
          'DRAW_NOT_FOUND',
          `${lottery.name}第 ${period.slice(0, 20)} 期没有已存的开奖结果，无法更正；新的开奖结果请用 POST /v1/admin/draws/${code} 提交`,
        );
      const time =
        input.drawTime !== undefined
          ? { drawTime: input.drawTime }
          : input.drawDate !== undefined
            ? { drawDate: input.drawDate }
            : { drawTime: formatBeijingIso(stored.drawTime) };
      const checker = new DrawRowChecker(lottery, this.clock.now());
      const draw = checker.check({ period, balls: input.balls, ...time }, 1);
      if (!draw)
        throw new AppError(400, 'INVALID_CORRECTION', `更正后的结果不正确：${checker.errors[0].reason}`, {
          errors: checker.errors,
        });
      if (sameDraw(stored, draw)) return { changed: false, draw: wire(stored), correction: null };
      const correction = await this.audit.record(tx, {
        before: stored,
        after: draw,
        reason,
        actor: who.actor,
        operator: input.operator?.trim() || null,
        ip: who.ip,
      });
      await this.draws.applyCorrection(tx, draw, stored.drawTime, String(correction.id));
      return { changed: true, draw: wire(draw), correction };
    });
    if (result.changed) await this.written();
    return result;
  }

  /** The audit of a lottery's corrections, newest first. */
  async list(code: string, period: string | undefined, page: number, size: number) {
    this.catalogue.get(code);
    const { list, total } = await this.audit.page(code, period, page, size);
    return { list, total, page, size };
  }
}
