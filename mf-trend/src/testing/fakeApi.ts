import { computeTrends, findLottery, LOTTERIES, type TrendDraw } from '@cp/shared/domain';
import type { Api, DrawInfo, PublicLottery, TrendResponse } from '@cp/shared/api';

/** Public lottery entries built from the domain catalogue (what GET /v1/public/cp answers). */
export function publicLotteries(): Record<string, PublicLottery> {
  return Object.fromEntries(
    LOTTERIES.map((l) => [
      l.code,
      {
        code: l.code,
        name: l.name,
        cpType: l.cpType,
        group: l.group,
        category: l.category,
        series: l.series,
        sort: l.sort,
        intervalSeconds: 75,
        simulated: true,
      },
    ]),
  );
}

/** A draw-info object of `draw` for `code` (what draw/info and the push carry). */
export function drawInfoOf(code: string, draw: TrendDraw, nextPeriod: string): DrawInfo {
  const l = findLottery(code)!;
  return {
    code,
    name: l.name,
    group: l.group,
    prePeriod: { code, period: draw.period, balls: draw.balls, drawTime: draw.drawTime, ruleDetail: {} },
    nextPeriod: { period: nextPeriod, drawTime: draw.drawTime },
    serverTime: draw.drawTime,
  };
}

type Pending = { resolve: () => void };

/**
 * An Api whose trends are computed by the domain engine over in-memory histories (exactly the
 * server's contract). `hold()` makes trend calls wait until `release()`, to observe loading.
 */
export class FakeApi implements Partial<Api> {
  readonly trendCalls: { code: string; types: string[]; count: number }[] = [];
  private held: Pending[] | null = null;
  failNext: Error | null = null;

  constructor(readonly histories: Record<string, TrendDraw[]>) {}

  hold(): void {
    this.held = [];
  }

  release(): void {
    const held = this.held ?? [];
    this.held = null;
    held.forEach((p) => p.resolve());
  }

  async publicLotteries() {
    return publicLotteries();
  }

  async drawInfos(codes: string[]) {
    return codes.filter((c) => this.histories[c]?.length).map((c) => this.latestInfo(c));
  }

  async drawInfo(code: string) {
    return this.latestInfo(code);
  }

  latestInfo(code: string): DrawInfo {
    const h = this.histories[code];
    return drawInfoOf(code, h[h.length - 1], String(Number(h[h.length - 1].period) + 1));
  }

  async trends(code: string, types: string[], count: number): Promise<TrendResponse> {
    this.trendCalls.push({ code, types, count });
    if (this.held) await new Promise<void>((resolve) => this.held!.push({ resolve }));
    if (this.failNext) {
      const e = this.failNext;
      this.failNext = null;
      throw e;
    }
    const group = findLottery(code)!.group;
    return { code, count, trends: computeTrends(group, types, this.histories[code] ?? [], count) };
  }

  drawEventsUrl() {
    return '/events';
  }
}
