import crypto from 'node:crypto';
import zlib from 'node:zlib';
import {
  galleryTypeOf,
  hk6Picks,
  hk6ResultModel,
  hotColdModel,
  markHk6Picks,
  markPk10Picks,
  pk10Picks,
  pk10ResultModel,
  pk10StripModel,
  pushDraw,
  validateBalls,
  zodiacTableModel,
} from '@cp/shared/domain';
import type { Hk6PredictModel, LotteryDef, PaperModel, Pk10PredictModel, PredictionWindow } from '@cp/shared/domain';
import type { Queryable } from '../../db/types';
import type { Clock } from '../../lib/clock';
import type { OutboxConsumer, OutboxRow } from '../../plugins/outbox';
import type { Catalogue } from '../lotteries/catalogue';
import { nextPeriodAfter, previousDrawPeriod, windowBefore } from '../predictions/planState';
import type { GalleryCatalogue } from './catalogue';
import { renderPaper } from './svg';

/** Draws a lottery's state keeps: the 冷热 paper's longest span. */
const RECENT = 100;

interface State {
  window: PredictionWindow;
  recent: Array<{ period: string; balls: number[] }>;
  lastPeriod: string | null;
  lastDrawTime: number;
}

interface PaperRow {
  categoryId: string;
  period: string;
  code: string;
  drawTime: number;
  model: PaperModel;
}

/**
 * Generates the papers (issue 18 item 1) as the outbox consumer `gallery.papers`: for each draw of
 * a six-mark or PK10 lottery, that period's papers (特码生肖表, 开奖图, 冷热排行; PK10 开奖图 and
 * 冠亚和龙虎走势) and the prediction paper of the next period (from the draws up to this one, with
 * this draw marking the previous prediction 中 / 错). Each paper is stored once (its model and
 * its SVG) and never generated again; backfilled history gets its papers the same way.
 */
export class PaperKeeper {
  private readonly states = new Map<string, State>();

  constructor(
    private readonly catalogue: Catalogue,
    private readonly categories: GalleryCatalogue,
    private readonly clock: Clock,
  ) {}

  consumer(): OutboxConsumer {
    return {
      name: 'gallery.papers',
      handle: async (tx, rows) => {
        await this.keep(tx, rows);
      },
    };
  }

  async keep(tx: Queryable, rows: readonly OutboxRow[]): Promise<number> {
    const byCode = new Map<string, OutboxRow[]>();
    for (const row of rows) {
      const lottery = this.catalogue.find(row.code);
      if (!lottery || !galleryTypeOf(lottery.group)) continue;
      if (row.kind === 'correction') {
        this.states.delete(row.code);
        continue;
      }
      if (validateBalls(lottery.group, row.balls)) continue;
      byCode.set(row.code, [...(byCode.get(row.code) ?? []), row]);
    }
    const papers: PaperRow[] = [];
    try {
      for (const [code, list] of byCode) await this.keepLottery(tx, this.catalogue.get(code), list, papers);
      await insertPapers(tx, papers, this.categories, this.clock.now());
    } catch (err) {
      this.states.clear();
      throw err;
    }
    return papers.length;
  }

  private async keepLottery(tx: Queryable, lottery: LotteryDef, rows: OutboxRow[], out: PaperRow[]) {
    const code = lottery.code;
    const ids = this.categories.idsOf(code);
    const predictId = ids.predict;
    const stored = await tx.query<{ period: string; model: Hk6PredictModel | Pk10PredictModel }>(
      'SELECT period, model FROM gallery_papers WHERE category_id = $1 AND period = ANY($2::text[])',
      [predictId, rows.map((r) => r.period)],
    );
    const predictions = new Map(stored.rows.map((r) => [r.period, r.model]));
    let state = await this.stateBefore(tx, lottery, rows[0]);
    for (const row of rows) {
      if (state.lastPeriod !== null && row.drawTime <= state.lastDrawTime)
        state = await loadState(tx, lottery, row.drawTime);
      const P = row.period;
      state.recent.push({ period: P, balls: row.balls });
      if (state.recent.length > RECENT) state.recent.shift();
      const add = (categoryId: string | undefined, period: string, drawTime: number, model: PaperModel) => {
        if (categoryId) out.push({ categoryId, period, code, drawTime, model });
      };
      const previous = predictions.get(P);
      pushDraw(state.window, row.balls);
      const next = nextPeriodAfter(lottery, P, row.drawTime);
      const target = { code, period: next.period };
      const basedOn = Math.min(state.window.drawCount, 200);
      if (lottery.group === 'hk6') {
        add(ids.zodiacTable, P, row.drawTime, zodiacTableModel(row.drawTime));
        add(ids.result, P, row.drawTime, hk6ResultModel(P, row.drawTime, row.balls));
        add(
          ids.hotCold,
          P,
          row.drawTime,
          hotColdModel(
            P,
            state.recent.map((d) => d.balls[6]),
          ),
        );
        const prev = previous as Hk6PredictModel | undefined;
        const model: Hk6PredictModel = {
          kind: 'hk6Predict',
          period: next.period,
          drawTime: next.drawTime,
          basedOn,
          picks: hk6Picks(state.window, target, next.drawTime),
          previous: prev
            ? {
                period: P,
                special: row.balls[6],
                picks: prev.picks,
                marks: markHk6Picks(prev.picks, row.balls[6], row.drawTime),
              }
            : null,
        };
        predictions.set(next.period, model);
        add(predictId, next.period, next.drawTime, model);
      } else {
        add(ids.result, P, row.drawTime, pk10ResultModel(P, row.drawTime, row.balls));
        add(ids.strip, P, row.drawTime, pk10StripModel(P, state.recent));
        const prev = previous as Pk10PredictModel | undefined;
        const model: Pk10PredictModel = {
          kind: 'pk10Predict',
          period: next.period,
          drawTime: next.drawTime,
          basedOn,
          picks: pk10Picks(state.window, target),
          previous: prev
            ? { period: P, balls: row.balls, picks: prev.picks, hits: markPk10Picks(prev.picks, row.balls) }
            : null,
        };
        predictions.set(next.period, model);
        add(predictId, next.period, next.drawTime, model);
      }
      state.lastPeriod = P;
      state.lastDrawTime = row.drawTime;
    }
    this.states.set(code, state);
  }

  private async stateBefore(tx: Queryable, lottery: LotteryDef, row: OutboxRow): Promise<State> {
    const cached = this.states.get(lottery.code);
    if (cached && (await previousDrawPeriod(tx, lottery.code, row.drawTime)) === cached.lastPeriod) return cached;
    return loadState(tx, lottery, row.drawTime);
  }
}

/** The state of a lottery before the draw at `drawTime`: its last 200 legal draws. */
async function loadState(tx: Queryable, lottery: LotteryDef, drawTime: number): Promise<State> {
  const { window, draws, lastPeriod, lastDrawTime } = await windowBefore(tx, lottery, drawTime);
  return { window, recent: draws.slice(-RECENT), lastPeriod, lastDrawTime };
}

async function insertPapers(tx: Queryable, papers: PaperRow[], categories: GalleryCatalogue, now: number) {
  if (!papers.length) return;
  const svgs = papers.map((p) => renderPaper(p.model, categories.get(p.categoryId)!.name, p.period));
  await tx.query(
    `INSERT INTO gallery_papers (category_id, period, code, draw_time, created_at, model, svg_gzip, sha256)
     SELECT c, p, code, to_timestamp(ms / 1000.0), $8::timestamptz, m::jsonb, decode(g, 'base64'), h
     FROM unnest($1::text[], $2::text[], $3::text[], $4::bigint[], $5::text[], $6::text[], $7::text[])
       AS x(c, p, code, ms, m, g, h)
     ON CONFLICT (category_id, period) DO NOTHING`,
    [
      papers.map((p) => p.categoryId),
      papers.map((p) => p.period),
      papers.map((p) => p.code),
      papers.map((p) => p.drawTime),
      papers.map((p) => JSON.stringify(p.model)),
      svgs.map((s) => zlib.gzipSync(s, { level: 6 }).toString('base64')),
      svgs.map((s) => crypto.createHash('sha256').update(s).digest('hex')),
      new Date(now).toISOString(),
    ],
  );
}
