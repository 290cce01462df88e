import {
  UnknownTrendTypeError,
  beijingDayStart,
  computeStreaks,
  computeTrends,
  computeTrendsJson,
  statisticsBefore,
  todayNumberStatistics,
  trendTypesFor,
  comparePeriods,
} from '@cp/shared/domain';
import type { Streak } from '@cp/shared/domain';
import { AppError, badRequest } from '../../lib/errors';
import { JsonCache } from '../../lib/jsonCache';
import type { Catalogue } from '../lotteries/catalogue';
import type { DrawCache } from '../draws/cache';
import type { CachedDraw } from '../draws/types';
import type { Clock } from '../../lib/clock';
import { TREND_MAX_CELLS, assertTrendCost } from './cost';

/** Draws a streak is looked for in: far beyond any real run of one two-sided value. */
const STREAK_DEPTH = 300;

/** Domain errors of a trend request → 400 with the domain's Chinese message. */
function asBadRequest<T>(fn: () => T): T {
  try {
    return fn();
  } catch (err) {
    if (err instanceof UnknownTrendTypeError) throw new AppError(400, err.code, err.message);
    if (err instanceof RangeError) throw new AppError(400, 'BAD_COUNT', err.message);
    throw err;
  }
}

/**
 * Tag of a cached trend response: the lottery's latest period, and which copy of its history
 * the cache holds — the draw cache loads a new copy when stored draws change (a correction),
 * which must not be answered from a response computed before.
 */
const historyCopies = new WeakMap<object, number>();
let copies = 0;
function historyTag(history: readonly CachedDraw[]): string {
  let copy = historyCopies.get(history);
  if (copy === undefined) historyCopies.set(history, (copy = ++copies));
  return `${copy}:${history.at(-1)?.period ?? ''}`;
}

/** Trend tables, statistics and dragon streaks over the in-memory histories. */
export class TrendService {
  private readonly streakCache = new Map<string, { period: string; streaks: Streak[] }>();
  /**
   * `responses`: the serialised-response cache (a `new JsonCache(0)` caches nothing); `maxCells`:
   * the largest trend answer served, in keys × count (cost.ts; benchmarks lift it).
   */
  constructor(
    private readonly catalogue: Catalogue,
    private readonly cache: DrawCache,
    private readonly clock: Clock,
    private readonly responses = new JsonCache(),
    private readonly maxCells = TREND_MAX_CELLS,
  ) {}

  types(code: string) {
    const lottery = this.catalogue.get(code);
    return { code, group: lottery.group, types: trendTypesFor(lottery.group) };
  }

  async trends(code: string, types: string[], count: number) {
    const lottery = this.catalogue.get(code);
    if (types.length === 0) throw badRequest('trendTypes 不能为空');
    assertTrendCost(lottery.group, types, count, this.maxCells);
    const history = await this.cache.history(code);
    const trends = asBadRequest(() => computeTrends(lottery.group, types, history, count));
    return { code, count, trends };
  }

  /**
   * The trend response as serialised JSON bytes (the success envelope, the same text as
   * `{ status: 1, data: trends(…) }` would make), written straight from the engine's columns and
   * served from the cache while the lottery has no newer draw than the one it was computed at.
   */
  async trendsJson(code: string, types: string[], count: number): Promise<Buffer> {
    const lottery = this.catalogue.get(code);
    if (types.length === 0) throw badRequest('trendTypes 不能为空');
    assertTrendCost(lottery.group, types, count, this.maxCells);
    const history = await this.cache.history(code);
    const latest = historyTag(history);
    const key = `${code}|${types.join(',')}|${count}`;
    const hit = this.responses.get(key, latest);
    if (hit !== undefined) return hit;
    const envelope = [`{"status":1,"data":{"code":${JSON.stringify(code)},"count":${count},"trends":`, '}}'] as const;
    const bytes = asBadRequest(() => computeTrendsJson(lottery.group, types, history, count, envelope));
    const json = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
    this.responses.set(key, latest, json);
    return json;
  }

  async statistics(code: string, type: string, periodLT: string | undefined, count: number) {
    const lottery = this.catalogue.get(code);
    const history = await this.cache.history(code);
    return { code, type, ...asBadRequest(() => statisticsBefore(lottery.group, type, history, periodLT, count)) };
  }

  /** Today's (Beijing date) number counts, optionally only before `periodLT`. */
  async today(code: string, count: number | undefined, periodLT: string | undefined) {
    const lottery = this.catalogue.get(code);
    const history = await this.cache.history(code);
    const dayStart = beijingDayStart(this.clock.now());
    let from = history.length;
    while (from > 0 && history[from - 1].ms >= dayStart) from--;
    const today = history.slice(from).filter((d) => periodLT === undefined || comparePeriods(d.period, periodLT) < 0);
    return {
      code,
      date: new Date(dayStart + 8 * 3600_000).toISOString().slice(0, 10),
      ...asBadRequest(() => todayNumberStatistics(lottery.group, today, count)),
    };
  }

  /** Current streaks ≥ min of the given lotteries (all when none given), longest first. */
  async streaks(codes: string[], min: number): Promise<Streak[]> {
    const lotteries = codes.length ? codes.map((c) => this.catalogue.get(c)) : [...this.catalogue.list];
    const all: Array<Streak & { sort: number }> = [];
    for (const lottery of lotteries) {
      const history = await this.cache.history(lottery.code);
      if (history.length === 0) continue;
      const latest = history[history.length - 1].period;
      let hit = this.streakCache.get(lottery.code);
      if (!hit || hit.period !== latest) {
        const recent = history.slice(-STREAK_DEPTH).reverse();
        hit = { period: latest, streaks: computeStreaks(lottery, recent, 2) };
        this.streakCache.set(lottery.code, hit);
      }
      for (const s of hit.streaks) if (s.streak >= min) all.push({ ...s, sort: lottery.sort });
    }
    all.sort((a, b) => b.streak - a.streak || a.sort - b.sort);
    return all.map(({ sort: _sort, ...s }) => s);
  }
}
