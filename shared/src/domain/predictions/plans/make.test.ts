import fc from 'fast-check';
import { generateBalls, seededRandomInt } from '../../generators';
import type { Family } from '../../types';
import { PLAN_FAMILIES } from '../coverage';
import { createPredictionWindow, predictionWindowOf, pushDraw } from '../window';
import type { BuyPlanId, BuyPlanState } from './buyPlan';
import { makePeriodPlans } from './make';
import { scorePeriodPlans } from './score';
import type { PeriodPlans } from './types';

const FAMILIES_WITH_PLANS: Family[] = ['pk10', 'ssc', '11x5', 'k3', 'kl10', 'hk6', 'others'];
const history = (group: Family, n: number, seed: number) => {
  const rnd = seededRandomInt(seed);
  return Array.from({ length: n }, () => generateBalls(group, rnd));
};
const period = (i: number) => `20261123-${String(i + 1).padStart(4, '0')}`;

describe('makePeriodPlans: what each family gets', () => {
  it.each([
    // family, lmTj items, expert positions × numbers, kill positions, buy plans' numbers
    ['pk10', 22, [10, 5], 10, [5, 3, 2]],
    ['ssc', 12, [5, 5], 5, [5, 3, 2]],
    ['11x5', 12, [5, 5], 5, [5, 3, 2]],
    ['k3', 8, [3, 3], null, null],
    ['kl10', 18, [8, 10], 8, [5, 3, 2]],
    ['hk6', null, [1, 5], null, null],
    ['others', 8, [3, 5], 3, null],
  ] as const)('%s: 两面 %p, expert %j, kill %p, buy %j', (group, lmTj, expert, kill, buy) => {
    const plans = makePeriodPlans(predictionWindowOf(group, history(group, 50, 1)), { code: 'x', period: '1' });
    expect(plans.lmTj?.length ?? null).toBe(lmTj);
    expect(plans.lmTj?.every((item) => item.picks.length === 5) ?? true).toBe(true);
    expect(plans.expert?.length).toBe(5);
    expect(plans.expert?.[0].picks.map((p) => p.numbers.length)).toEqual(Array(expert[0]).fill(expert[1]));
    expect(plans.shJh?.[0].picks.length ?? null).toBe(kill);
    expect(plans.buyplan?.map((b) => b.numbers.length) ?? null).toEqual(buy);
    expect(plans.basedOn).toBe(50);
    for (const kind of ['lmTj', 'expert', 'shJh', 'buyplan'] as const) {
      expect(plans[kind] !== null).toBe(PLAN_FAMILIES[kind].includes(group));
    }
  });

  it('labels the positions and carries the exact chance of each pick', () => {
    const plans = makePeriodPlans(predictionWindowOf('pk10', history('pk10', 30, 2)), { code: 'jspk10', period: '1' });
    const gyh = plans.lmTj!.find((i) => i.series === 'gyh:danshuang')!;
    expect([gyh.position, gyh.positionLabel, gyh.attribute]).toEqual(['gyh', '冠亚和', 'danshuang']);
    for (const p of gyh.picks) expect(p.chance).toBeCloseTo(p.pick === '单' ? 50 / 90 : 40 / 90, 15);
    expect(plans.expert![0].picks[9]).toMatchObject({ series: 'hm10', positionLabel: '第十名', chance: 0.5 });
    expect(plans.shJh![0].picks[0]).toMatchObject({ series: 'hm1', positionLabel: '冠军', chance: 0.9 });
    expect(plans.buyplan!.map((b) => [b.plan, b.method, b.position, b.chance, b.multiplier, b.cost])).toEqual([
      ['buy5', 'balanced', 'hm1', 0.5, 1, 5],
      ['buy3', 'hot', 'hm1', 0.3, 1, 3],
      ['buy2', 'cold', 'hm1', 0.2, 1, 2],
    ]);
    const hk6 = makePeriodPlans(predictionWindowOf('hk6', history('hk6', 30, 2)), { code: 'hk6', period: '1' });
    expect(hk6.expert![0].picks).toEqual([
      expect.objectContaining({ series: 'hm7', positionLabel: '特码', chance: 5 / 49 }),
    ]);
  });

  it('names each method’s most expected numbers, ascending, and kills its least expected', () => {
    // 时时彩 万位 drawn 1 2 1 3 1 2 4 (methods.test.ts works the orders out by hand).
    const w = predictionWindowOf(
      'ssc',
      [1, 2, 1, 3, 1, 2, 4].map((d) => [d, 0, 0, 0, 0]),
    );
    const plans = makePeriodPlans(w, { code: 'jsssc', period: '8' });
    expect(plans.expert!.map((p) => [p.method, p.picks[0].numbers])).toEqual([
      ['hot', [0, 1, 2, 3, 4]],
      ['cold', [0, 5, 6, 7, 8]],
      ['balanced', [0, 3, 5, 6, 7]],
      ['follow', [0, 1, 2, 3, 4]],
      ['random', expect.any(Array)],
    ]);
    expect(plans.shJh!.map((p) => [p.method, p.picks[0].number]).slice(0, 4)).toEqual([
      ['hot', 9],
      ['cold', 4],
      ['balanced', 4],
      ['follow', 9],
    ]);
  });
});

describe('no peeking: a plan for period P depends on the draws before P only', () => {
  it.each(FAMILIES_WITH_PLANS)(
    '%s: every plan stored live equals the plan recomputed from the draws before its period',
    (group) => {
      const draws = history(group, 260, 7); // past the 200-draw window
      const live = createPredictionWindow(group);
      let states: Partial<Record<BuyPlanId, BuyPlanState>> = {};
      const stored: Array<{ plans: PeriodPlans; states: typeof states }> = [];
      draws.forEach((balls, i) => {
        const plans = makePeriodPlans(live, { code: `c-${group}`, period: period(i) }, states);
        stored.push({ plans, states });
        const scores = scorePeriodPlans(plans, balls, states); // the draw arrives: score, then learn it
        if (scores.buyplan) states = Object.fromEntries(scores.buyplan.map((b) => [b.plan, b.state]));
        pushDraw(live, balls);
      });
      stored.forEach(({ plans, states: before }, i) => {
        if (i % 13 !== 0 && i < 195) return; // every 13th, and every period once the window wraps
        const again = makePeriodPlans(
          predictionWindowOf(group, draws.slice(0, i)),
          { code: `c-${group}`, period: period(i) },
          before,
        );
        expect(again).toEqual(plans);
      });
    },
  );

  it('appending later draws and truncating them again changes nothing; the next draw is never read (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...FAMILIES_WITH_PLANS),
        fc.integer(),
        fc.integer({ min: 0, max: 260 }),
        fc.integer({ min: 1, max: 30 }),
        (group, seed, n, extra) => {
          const all = history(group, n + extra, seed);
          const target = { code: 'x', period: period(n) };
          const before = makePeriodPlans(predictionWindowOf(group, all.slice(0, n)), target);
          // The window streamed over everything up to P − 1 …
          const streamed = createPredictionWindow(group);
          all.slice(0, n).forEach((b) => pushDraw(streamed, b));
          expect(makePeriodPlans(streamed, target)).toEqual(before);
          // … and P's own draw (or any later one) replaced by another changes nothing.
          const other = history(group, n + extra, seed + 1).slice(n);
          expect(
            makePeriodPlans(predictionWindowOf(group, [...all.slice(0, n), ...other].slice(0, n)), target),
          ).toEqual(before);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('the same inputs give the same plans, the random control included (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...FAMILIES_WITH_PLANS), fc.integer(), fc.string(), (group, seed, p) => {
        const draws = history(group, 40, seed);
        const a = makePeriodPlans(predictionWindowOf(group, draws), { code: 'jspk10', period: p });
        const b = makePeriodPlans(
          predictionWindowOf(
            group,
            draws.map((d) => [...d]),
          ),
          { code: 'jspk10', period: p },
        );
        expect(b).toEqual(a);
      }),
      { numRuns: 30 },
    );
  });
});
