import { comparePeriods, formatBeijingIso, nextSlot, parseBeijingDate, ruleDetail, DAY_MS } from '@cp/shared/domain';
import type { DrawInfo, LotteryDef, PublicDraw, RuleDetail } from '@cp/shared/domain';

export type { DrawInfo, PublicDraw };
import type { Catalogue } from '../lotteries/catalogue';
import type { Clock } from '../../lib/clock';
import type { DrawCache } from './cache';
import type { DrawRepository } from './repository';
import type { CachedDraw } from './types';
import { badRequest } from '../../lib/errors';

/** Latest draws, next periods and history, shaped for the wire. */
export class DrawService {
  /**
   * The latest draw of each lottery in wire form (rule details computed once per draw), with
   * the cached draw it was made from: a corrected draw is a new cached object, so it is redone.
   */
  private readonly latestPublic = new Map<string, { from: CachedDraw; draw: PublicDraw }>();

  constructor(
    private readonly catalogue: Catalogue,
    private readonly cache: DrawCache,
    private readonly repo: DrawRepository,
    private readonly clock: Clock,
  ) {}

  toPublic(lottery: LotteryDef, d: CachedDraw): PublicDraw {
    return {
      code: d.code,
      period: d.period,
      balls: d.balls,
      drawTime: d.drawTime,
      ruleDetail: safeRuleDetail(lottery, d),
    };
  }

  /** GET draw/info/{code}: the latest draw and the next period of the timetable. */
  async info(code: string): Promise<DrawInfo> {
    const lottery = this.catalogue.get(code);
    const now = this.clock.now();
    // Loaded lotteries answer at once (the hot path of every page's countdown).
    const latest = this.cache.loadedLatest(code) ?? (await this.cache.latest(code));
    const next = nextSlot(lottery.schedule, now);
    return {
      code,
      name: lottery.name,
      group: lottery.group,
      prePeriod: latest ? this.latestOf(lottery, latest) : null,
      nextPeriod: { period: next.period, drawTime: formatBeijingIso(next.drawTime) },
      serverTime: formatBeijingIso(now),
    };
  }

  /**
   * The draw/info object of a draw as of when it was the latest (a live event, without the server
   * time): `nextPeriod` is the period after it in the timetable, so the events of a catch-up chain
   * one to the next. Null for a code outside the catalogue.
   */
  describe(d: CachedDraw): Omit<DrawInfo, 'serverTime'> | null {
    const lottery = this.catalogue.find(d.code);
    if (!lottery) return null;
    let next = nextSlot(lottery.schedule, d.ms);
    // A draw stamped a little before its slot's time must not announce its own period as next.
    if (comparePeriods(next.period, d.period) <= 0) next = nextSlot(lottery.schedule, next.drawTime);
    return {
      code: d.code,
      name: lottery.name,
      group: lottery.group,
      prePeriod: this.toPublic(lottery, d),
      nextPeriod: { period: next.period, drawTime: formatBeijingIso(next.drawTime) },
    };
  }

  private latestOf(lottery: LotteryDef, d: CachedDraw): PublicDraw {
    const known = this.latestPublic.get(lottery.code);
    if (known && known.from === d) return known.draw;
    const fresh = this.toPublic(lottery, d);
    this.latestPublic.set(lottery.code, { from: d, draw: fresh });
    return fresh;
  }

  /** GET draw/infoDetail?cpCode=a,b: info for each code, in the order asked. */
  async infoDetail(codes: string[]): Promise<DrawInfo[]> {
    for (const c of codes) this.catalogue.get(c);
    return Promise.all(codes.map((c) => this.info(c)));
  }

  /** GET draw/history/{code}: newest first, optionally one Beijing date. */
  async history(code: string, date: string | undefined, page: number, size: number) {
    const lottery = this.catalogue.get(code);
    let range: { from: number; to: number } | null = null;
    if (date !== undefined) {
      const from = parseBeijingDate(date);
      if (from === null) throw badRequest(`日期格式不正确：${date.slice(0, 20)}，应为 YYYY-MM-DD`);
      range = { from, to: from + DAY_MS };
    }
    const { list, total } = await this.repo.page(code, range, page, size);
    const rows = list.map((d) =>
      this.toPublic(lottery, { ...d, drawTime: formatBeijingIso(d.drawTime), ms: d.drawTime }),
    );
    return { list: rows, total, page, size };
  }
}

/** Rule details of a stored draw; a row that is somehow not a legal draw gets none rather than failing the page. */
function safeRuleDetail(lottery: LotteryDef, d: CachedDraw): RuleDetail {
  try {
    return ruleDetail(lottery.group, d.balls, d.ms);
  } catch {
    return {};
  }
}
