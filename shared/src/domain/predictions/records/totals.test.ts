import { generateBalls, seededRandomInt } from '../../generators';
import type { Family } from '../../types';
import { recentRates, summarizeTrials } from '../chance/rates';
import type { Trial } from '../chance/rates';
import { PLAN_KINDS } from '../coverage';
import type { PlanKind } from '../coverage';
import { METHOD_IDS } from '../methods';
import { makePeriodPlans } from '../plans/make';
import { scorePeriodPlans } from '../plans/score';
import type { BuyPlanId, BuyPlanState } from '../plans/buyPlan';
import type { PeriodScores } from '../plans/types';
import { createPredictionWindow, pushDraw } from '../window';
import { addPeriodScores, rateBetween, recentRatesOf, totalsLayout, totalsSpan } from './totals';
import type { RateSelector } from './totals';

/** Streams `n` random draws through make → score → learn, keeping every period's scores and totals. */
function stream(group: Family, n: number, seed: number) {
  const rnd = seededRandomInt(seed);
  const window = createPredictionWindow(group);
  const layout = totalsLayout(group);
  const scores: PeriodScores[] = [];
  const totals: number[][] = [];
  let states: Partial<Record<BuyPlanId, BuyPlanState>> = {};
  for (let i = 0; i < n; i++) {
    const period = String(i + 1);
    const plans = makePeriodPlans(window, { code: 'x', period }, states);
    const balls = generateBalls(group, rnd);
    const s = scorePeriodPlans(plans, balls, states);
    states = Object.fromEntries((s.buyplan ?? []).map((b) => [b.plan, b.state]));
    scores.push(s);
    totals.push(addPeriodScores(layout, totals.at(-1) ?? null, s));
    pushDraw(window, balls);
  }
  return { layout, scores, totals };
}

/** The trials of a selector, read directly from the scores (the independent count). */
function trialsOf(scores: PeriodScores[], sel: RateSelector): Trial[] {
  const trials: Trial[] = [];
  const pick = <T>(list: T[]) => (sel.item === undefined ? list : [list[sel.item]]);
  for (const s of scores) {
    if (sel.kind === 'lmTj')
      for (const item of pick(s.lmTj!))
        trials.push({ hit: item.picks[sel.method].hit, chance: item.picks[sel.method].chance });
    if (sel.kind === 'expert') for (const p of pick(s.expert![sel.method].picks)) trials.push(p);
    if (sel.kind === 'shJh')
      for (const p of pick(s.shJh![sel.method].picks)) trials.push({ hit: p.success, chance: p.chance });
    if (sel.kind === 'buyplan') {
      const b = s.buyplan![sel.method];
      trials.push({ hit: b.row.result === 'hit', chance: b.row.picks.length / 10 });
    }
  }
  return trials;
}

const close = (
  a: { n: number; hits: number; rate: number; chance: number; low: number; high: number },
  b: typeof a,
) => {
  expect([a.n, a.hits]).toEqual([b.n, b.hits]);
  for (const k of ['rate', 'chance', 'low', 'high'] as const) expect(a[k]).toBeCloseTo(b[k], 12);
};

describe('prediction totals', () => {
  it.each([
    ['pk10', 22 * 10 + 50 + 50 + 3 + 1],
    ['ssc', 12 * 10 + 25 + 25 + 3 + 1],
    ['k3', 8 * 10 + 15 + 1],
    ['hk6', 5 + 1],
    ['others', 8 * 10 + 15 + 15 + 1],
    ['kl8', 1],
  ] as const)('%s: %d integers per scored period', (group, size) => {
    expect(totalsLayout(group).size).toBe(size);
  });

  it.each(['pk10', 'ssc', 'k3', 'others', 'hk6'] as const)(
    '%s: every rate from totals equals the rate counted from the scores themselves',
    (group) => {
      const { layout, scores, totals } = stream(group, 160, 7);
      const kinds = PLAN_KINDS.filter((k) => layout[k] !== null) as PlanKind[];
      for (const kind of kinds) {
        const methods = kind === 'buyplan' ? 3 : METHOD_IDS.length;
        const items = kind === 'lmTj' ? layout.lmTj!.items : kind === 'buyplan' ? 0 : layout[kind]!.positions;
        for (let method = 0; method < methods; method++) {
          for (const item of [undefined, ...Array.from({ length: items }, (_, i) => i)]) {
            const sel = { kind, method, item };
            const trials = trialsOf(scores, sel);
            const expected = recentRates(trials);
            const perPeriod = trials.length / scores.length;
            const got = recentRatesOf(layout, sel, totals.at(-1)!, totals.at(-31)!, totals.at(-101)!);
            close(got.all, expected.all);
            close(got.last30, summarizeTrials(trials, trials.length - 30 * perPeriod));
            close(got.last100, summarizeTrials(trials, trials.length - 100 * perPeriod));
          }
        }
      }
    },
  );

  it.each(['pk10', 'kl10', 'hk6'] as const)(
    '%s: a rate needs only the entries of its span (the rest may be zeros)',
    (group) => {
      const { layout, totals } = stream(group, 40, 9);
      const kinds = PLAN_KINDS.filter((k) => layout[k] !== null);
      for (const kind of kinds) {
        for (let method = 0; method < (kind === 'buyplan' ? 3 : METHOD_IDS.length); method++) {
          const { lo, hi } = totalsSpan(layout, { kind, method });
          expect(lo).toBeGreaterThan(0);
          const keep = (t: number[]) => t.map((v, i) => (i === 0 || (i >= lo && i <= hi) ? v : 0));
          const full = rateBetween(layout, { kind, method }, totals[39], totals[9]);
          expect(rateBetween(layout, { kind, method }, keep(totals[39]), keep(totals[9]))).toEqual(full);
          // and the span is tight: zeroing its first or last entry changes the answer or the chance
          const cut = (t: number[]) => t.map((v, i) => (i === lo || i === hi ? 0 : v));
          const cutRate = rateBetween(layout, { kind, method }, cut(totals[39]), totals[9]);
          expect(cutRate).not.toEqual(full);
        }
      }
    },
  );

  it('counts a 和 result as a miss for every two-sided pick, with the chance of the pick named', () => {
    const layout = totalsLayout('pk10');
    const { scores } = stream('pk10', 1, 3);
    const s = structuredClone(scores[0]);
    const gyh = s.lmTj!.findIndex((i) => i.series === 'gyh:daxiao');
    s.lmTj![gyh] = {
      ...s.lmTj![gyh],
      drawn: '和',
      picks: s.lmTj![gyh].picks.map((p) => ({ ...p, pick: '大', hit: false })),
    };
    const t = addPeriodScores(layout, null, s);
    const r = rateBetween(layout, { kind: 'lmTj', method: 0, item: gyh }, t, null);
    expect(r).toMatchObject({ n: 1, hits: 0, rate: 0 });
    expect(r.chance).toBeCloseTo(40 / 90, 15);
  });

  it('gives n = 0 with the interval [0, 1] before any period, and refuses a kind the family lacks', () => {
    const layout = totalsLayout('hk6');
    expect(recentRatesOf(layout, { kind: 'expert', method: 0 }, null, null, null).all).toEqual({
      n: 0,
      hits: 0,
      rate: 0,
      chance: 0,
      low: 0,
      high: 1,
    });
    expect(() => rateBetween(layout, { kind: 'lmTj', method: 0 }, [0, 0, 0, 0, 0, 0], null)).toThrow(
      'hk6 没有 lmTj 预测',
    );
    expect(() =>
      addPeriodScores(layout, [1, 2], { period: '1', lmTj: null, expert: null, shJh: null, buyplan: null }),
    ).toThrow('预测累计长度应为 6');
  });
});
