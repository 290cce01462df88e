import fc from 'fast-check';
import { generateBalls, seededRandomInt } from '../../generators';
import type { Family } from '../../types';
import { predictionWindowOf } from '../window';
import type { BuyPlanState } from './buyPlan';
import { decodePlans, encodePlans } from './compact';
import { makePeriodPlans } from './make';

const FAMILIES_WITH_PLANS: Family[] = ['pk10', 'ssc', '11x5', 'k3', 'kl10', 'hk6', 'others'];
const history = (group: Family, n: number, seed: number) => {
  const rnd = seededRandomInt(seed);
  return Array.from({ length: n }, () => generateBalls(group, rnd));
};

describe('encodePlans / decodePlans', () => {
  it('give back exactly the plans made, for every family, history and buy-plan state', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...FAMILIES_WITH_PLANS),
        fc.integer({ min: 0, max: 220 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 1, max: 10 }),
        fc.integer({ min: 1, max: 40 }),
        (group, n, seed, step, planNo) => {
          const state: BuyPlanState = { planNo, step, planCost: 0, totalCost: 0, totalReturn: 0, won: 0, failed: 0 };
          const plans = makePeriodPlans(
            predictionWindowOf(group, history(group, n, seed)),
            { code: 'lot', period: `p${seed}` },
            { buy5: state, buy3: state, buy2: state },
          );
          const stored = JSON.parse(JSON.stringify(encodePlans(plans)));
          expect(decodePlans(group, 'lot', `p${seed}`, stored)).toEqual(plans);
        },
      ),
      { numRuns: 120 },
    );
  });

  it.each([
    // family, bytes at most, at least this many times smaller than PeriodPlans JSON
    ['pk10', 2500, 5],
    ['ssc', 1200, 5],
    ['hk6', 300, 2],
  ] as const)('store a %s period in under %d bytes of JSON (≥ %d × smaller)', (group, bytes, times) => {
    const plans = makePeriodPlans(predictionWindowOf(group, history(group, 200, 7)), { code: 'x', period: '1' });
    const compact = JSON.stringify(encodePlans(plans)).length;
    expect(compact).toBeLessThan(bytes);
    expect(compact * times).toBeLessThan(JSON.stringify(plans).length);
  });

  it('refuses a storage version it does not know', () => {
    const plans = makePeriodPlans(predictionWindowOf('ssc', history('ssc', 30, 3)), { code: 'x', period: '1' });
    expect(() => decodePlans('ssc', 'x', '1', { ...encodePlans(plans), v: 2 as 1 })).toThrow(RangeError);
  });
});
