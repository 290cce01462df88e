import { LOTTERIES, groupBySeries, typicalIntervalSeconds } from '@cp/shared/domain';
import type { LotteryDef, PublicLottery } from '@cp/shared/domain';

export type { PublicLottery };
import { unknownLottery } from '../../lib/errors';

/**
 * The catalogue as this process runs it: the domain's lotteries, with the 极速 interval
 * shortened when JISU_INTERVAL_SECONDS is set, and which of them the engine simulates.
 */
export class Catalogue {
  readonly list: readonly LotteryDef[];
  private readonly byCode: Map<string, LotteryDef>;

  constructor(
    private readonly simulate: ReadonlySet<string>,
    jisuIntervalSeconds: number | null = null,
  ) {
    this.list = LOTTERIES.map((l) =>
      jisuIntervalSeconds && l.category === 'jisu' ? withInterval(l, jisuIntervalSeconds) : l,
    );
    this.byCode = new Map(this.list.map((l) => [l.code, l]));
  }

  find(code: string): LotteryDef | undefined {
    return this.byCode.get(code);
  }

  /** The lottery of a code, or a 404 UNKNOWN_LOTTERY error. */
  get(code: string): LotteryDef {
    const l = this.byCode.get(code);
    if (!l) throw unknownLottery(code);
    return l;
  }

  isSimulated(code: string): boolean {
    return this.simulate.has(code);
  }

  toPublic(l: LotteryDef): PublicLottery {
    return {
      code: l.code,
      name: l.name,
      cpType: l.cpType,
      group: l.group,
      category: l.category,
      series: l.series,
      sort: l.sort,
      intervalSeconds: typicalIntervalSeconds(l.schedule),
      simulated: this.simulate.has(l.code),
    };
  }

  /** Lotteries grouped by series: [{series, label: series + ' 系列', sort, list}]. */
  grouped(filter: (l: LotteryDef) => boolean = () => true) {
    return groupBySeries(this.list.filter(filter)).map((g) => ({
      series: g.series,
      label: g.label,
      sort: g.sort,
      list: g.list.map((l) => this.toPublic(l)),
    }));
  }
}

/** A 极速 lottery with a shorter interval: as many draws a day as fit, from 00:00, same backfill count. */
function withInterval(l: LotteryDef, seconds: number): LotteryDef {
  const perDay = Math.floor(86400 / seconds);
  const normalPerDay = l.schedule.kind === 'interval' ? 86400 / l.schedule.intervalSeconds : perDay;
  return {
    ...l,
    schedule: { kind: 'interval', intervalSeconds: seconds, segments: [{ first: '00:00:00', count: perDay }] },
    backfill: { draws: Math.min(perDay, normalPerDay) },
  };
}
