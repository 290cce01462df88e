import { pk10RuleDetail } from '../../rules/families/pk10';
import { makePeriodPlans } from '../../predictions/plans/make';
import type { PredictionWindow } from '../../predictions/window';

/** PK10 开奖图: the ranks' numbers, 冠亚和 with its sides, 龙虎 of 1–5. */
export interface Pk10ResultModel {
  kind: 'pk10Result';
  period: string;
  drawTime: number;
  balls: number[];
  gyh: number;
  gyhSize: string;
  gyhParity: string;
  longHu: string[];
}

export function pk10ResultModel(period: string, drawTime: number, balls: readonly number[]): Pk10ResultModel {
  const d = pk10RuleDetail(balls);
  return {
    kind: 'pk10Result',
    period,
    drawTime,
    balls: [...balls],
    gyh: d.guanYaHe,
    gyhSize: d.guanYaHeDaXiao,
    gyhParity: d.guanYaHeDanShuang,
    longHu: d.longHu,
  };
}

/** Periods on the 冠亚和龙虎 strip. */
export const STRIP_PERIODS = 20;

/** 冠亚和龙虎走势: the last 20 periods up to this one, newest first. */
export interface Pk10StripModel {
  kind: 'pk10Strip';
  period: string;
  rows: Array<Omit<Pk10ResultModel, 'kind' | 'balls' | 'drawTime'>>;
}

/** From the draws up to and including `period`, oldest first (only the last 20 are read). */
export function pk10StripModel(
  period: string,
  draws: ReadonlyArray<{ period: string; balls: readonly number[] }>,
): Pk10StripModel {
  return {
    kind: 'pk10Strip',
    period,
    rows: draws
      .slice(-STRIP_PERIODS)
      .reverse()
      .map((d) => {
        const { period: p, gyh, gyhSize, gyhParity, longHu } = pk10ResultModel(d.period, 0, d.balls);
        return { period: p, gyh, gyhSize, gyhParity, longHu };
      }),
  };
}

/** 定位预测: the 热号 expert's five numbers per rank for the period, and the previous paper marked. */
export interface Pk10PredictModel {
  kind: 'pk10Predict';
  period: string;
  drawTime: number;
  basedOn: number;
  picks: number[][];
  previous: { period: string; balls: number[]; picks: number[][]; hits: boolean[] } | null;
}

/** The 热号 expert's picks (predictions/: the same plan the 专家推荐 page stores for the period). */
export function pk10Picks(window: PredictionWindow, target: { code: string; period: string }): number[][] {
  const plans = makePeriodPlans(window, target);
  return plans.expert![0].picks.map((p) => [...p.numbers]);
}

/** Each rank's hit: the number drawn at the rank is among its picks. */
export function markPk10Picks(picks: number[][], balls: readonly number[]): boolean[] {
  return picks.map((p, i) => p.includes(balls[i]));
}
