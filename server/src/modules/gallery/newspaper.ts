import type { Hk6PredictModel, HotColdModel, Pk10PredictModel } from '@cp/shared/domain';
import { wilsonInterval } from '@cp/shared/domain';
import type { Db } from '../../db/types';
import { AppError } from '../../lib/errors';
import type { Catalogue } from '../lotteries/catalogue';
import type { GalleryCatalogue } from './catalogue';

/** What `lastPeriodPrediction/{code}/{period}/{kind}` can ask for. */
export const PREDICT_KINDS = ['danShuang', 'daXiao', 'color', 'siXiao', 'baMa'] as const;
export type PredictKind = (typeof PREDICT_KINDS)[number];

/** Chance that a six-mark 单双 pick is right: 24 of 49 (49 is 和, a miss). */
const DAN_SHUANG_CHANCE = 24 / 49;

const errors = {
  notGallery: (code: string) =>
    new AppError(400, 'NO_NEWSPAPER', `${code.slice(0, 40)} 没有图纸预测（只有六合彩与 PK10 系列）`),
  notSixMark: (name: string) => new AppError(400, 'NO_NEWSPAPER', `${name}不是六合彩系列，没有该项图纸预测`),
  noPeriod: (period: string) => new AppError(404, 'PAPER_NOT_FOUND', `没有第 ${period.slice(0, 30)} 期的预测图纸`),
};

type PredictModel = Hk6PredictModel | Pk10PredictModel;

/**
 * The newspaper endpoints of section 7, answered from the stored prediction and 冷热 papers
 * (which are made from the draws before their period and never changed).
 */
export class NewspaperService {
  constructor(
    private readonly db: Db,
    private readonly catalogue: Catalogue,
    private readonly categories: GalleryCatalogue,
  ) {}

  private predictCategory(code: string, sixMarkOnly: boolean): string {
    const lottery = this.catalogue.get(code);
    const id = this.categories.idsOf(code).predict;
    if (!id) throw errors.notGallery(code);
    if (sixMarkOnly && lottery.group !== 'hk6') throw errors.notSixMark(lottery.name);
    return id;
  }

  /** Prediction papers of a lottery up to `period` (default the newest), newest first. */
  private async predictions(
    code: string,
    sixMarkOnly: boolean,
    period: string | undefined,
    count: number,
    before = false,
  ) {
    const id = this.predictCategory(code, sixMarkOnly);
    const r = await this.db.query<{ period: string; model: PredictModel; at: Date | string }>(
      `SELECT period, model, draw_time AS at FROM gallery_papers
       WHERE category_id = $1 AND ($2::text IS NULL OR draw_time ${before ? '<' : '<='}
             (SELECT draw_time FROM gallery_papers WHERE category_id = $1 AND period = $2))
       ORDER BY draw_time DESC LIMIT $3`,
      [id, period ?? null, count],
    );
    if (period && !before && r.rows[0]?.period !== period) throw errors.noPeriod(period);
    return r.rows;
  }

  /** `predict/period/{code}/{period}`: the whole prediction paper's content for that period. */
  async forPeriod(code: string, period: string) {
    const [row] = await this.predictions(code, false, period, 1);
    return row.model;
  }

  /** `newspaper/predict/pastTenPeriod/{code}/{period}`: the ten prediction papers before `period`, newest first, each with its result once drawn. */
  async pastTen(code: string, period: string) {
    await this.predictions(code, false, period, 1);
    const rows = await this.predictions(code, false, period, 10, true);
    const marked = await this.marksOf(code, rows);
    return rows.map((r) => ({ period: r.period, model: r.model, result: marked.get(r.period) ?? null }));
  }

  /**
   * The marks of the given prediction papers (newest first): the paper made after each period's
   * draw holds them as its `previous` — read as the papers just after the oldest one, in order.
   */
  private async marksOf(code: string, rows: ReadonlyArray<{ at: Date | string }>) {
    if (!rows.length) return new Map<string, NonNullable<PredictModel['previous']>>();
    const id = this.predictCategory(code, false);
    const r = await this.db.query<{ model: PredictModel }>(
      'SELECT model FROM gallery_papers WHERE category_id = $1 AND draw_time > $2 ORDER BY draw_time LIMIT $3',
      [id, rows.at(-1)!.at, rows.length + 1],
    );
    return new Map(r.rows.filter((x) => x.model.previous).map((x) => [x.model.previous!.period, x.model.previous!]));
  }

  /** `newspaper/predict/danShuang?cpCode&period&count`: the 单双 picks of `count` periods with 中 / 错 and the rate beside chance. */
  async danShuang(code: string, period: string | undefined, count: number) {
    const rows = (await this.predictions(code, true, period, count)) as Array<{
      period: string;
      model: Hk6PredictModel;
      at: Date | string;
    }>;
    const marks = await this.marksOf(code, rows);
    const list = rows.map((r) => {
      const m = marks.get(r.period) as Hk6PredictModel['previous'] | undefined;
      return {
        period: r.period,
        pick: r.model.picks.danShuang,
        special: m?.special ?? null,
        hit: m ? m.marks.danShuang : null,
      };
    });
    const decided = list.filter((x) => x.hit !== null);
    const hits = decided.filter((x) => x.hit).length;
    return {
      code,
      list,
      rate: {
        n: decided.length,
        hits,
        rate: decided.length ? hits / decided.length : 0,
        chance: DAN_SHUANG_CHANCE,
        ...wilsonInterval(hits, decided.length),
      },
    };
  }

  /** `lastPeriodPrediction/{code}/{period}/{kind}`: one pick of the paper for the period before `period`, and its result. */
  async lastPeriod(code: string, period: string, kind: PredictKind) {
    await this.predictions(code, true, period, 1);
    const [row] = (await this.predictions(code, true, period, 1, true)) as Array<{
      period: string;
      model: Hk6PredictModel;
      at: Date | string;
    }>;
    if (!row) return null;
    const marks = (await this.marksOf(code, [row])).get(row.period) as Hk6PredictModel['previous'] | undefined;
    return {
      period: row.period,
      kind,
      pick: row.model.picks[kind],
      special: marks?.special ?? null,
      hit: marks ? marks.marks[kind] : null,
    };
  }

  /** `newspaper/tmHotColdRank?cpCode`: the newest 冷热 paper's content. */
  async hotCold(code: string): Promise<HotColdModel | null> {
    const lottery = this.catalogue.get(code);
    const id = this.categories.idsOf(code).hotCold;
    if (!id) throw errors.notSixMark(lottery.name);
    const r = await this.db.query<{ model: HotColdModel }>(
      'SELECT model FROM gallery_papers WHERE category_id = $1 ORDER BY draw_time DESC LIMIT 1',
      [id],
    );
    return r.rows[0]?.model ?? null;
  }
}
