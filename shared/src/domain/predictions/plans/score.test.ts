import { generateBalls, seededRandomInt } from '../../generators';
import { predictionWindowOf } from '../window';
import { INITIAL_BUY_PLAN_STATE } from './buyPlan';
import { makePeriodPlans } from './make';
import { scorePeriodPlans } from './score';
import type { PeriodPlans } from './types';

const two = (series: string, picks: Record<string, string>) => ({
  series,
  position: series.split(':')[0],
  positionLabel: '',
  attribute: series.split(':')[1] as 'daxiao' | 'danshuang',
  picks: Object.entries(picks).map(([method, pick]) => ({ method: method as 'hot', pick, chance: 0.5 })),
});

/** A PK10 plan written by hand (not by makePeriodPlans), to score against known draws. */
const PK10_PLANS: PeriodPlans = {
  group: 'pk10',
  code: 'jspk10',
  period: '20261123-0001',
  basedOn: 0,
  lmTj: [
    two('hm1:daxiao', { hot: '大', cold: '小' }),
    two('hm10:danshuang', { hot: '单', cold: '双' }),
    two('gyh:daxiao', { hot: '大', cold: '小' }),
    two('gyh:danshuang', { hot: '单', cold: '双' }),
  ],
  expert: [
    {
      method: 'hot',
      picks: [
        { series: 'hm1', position: 'hm1', positionLabel: '冠军', numbers: [1, 3, 5, 7, 9], chance: 0.5 },
        { series: 'hm2', position: 'hm2', positionLabel: '亚军', numbers: [1, 3, 5, 7, 9], chance: 0.5 },
      ],
    },
  ],
  shJh: [
    {
      method: 'cold',
      picks: [
        { series: 'hm1', position: 'hm1', positionLabel: '冠军', number: 5, chance: 0.9 },
        { series: 'hm3', position: 'hm3', positionLabel: '第三名', number: 5, chance: 0.9 },
      ],
    },
  ],
  buyplan: null,
};

describe('scorePeriodPlans', () => {
  it('PK10 冠亚和 11 is 和: every 大小 pick on it misses; its 单双 is 单', () => {
    const s = scorePeriodPlans(PK10_PLANS, [5, 6, 1, 2, 3, 4, 7, 8, 9, 10]);
    expect(s.lmTj!.map((i) => [i.series, i.drawn, i.picks.map((p) => p.hit)])).toEqual([
      ['hm1:daxiao', '小', [false, true]],
      ['hm10:danshuang', '双', [false, true]],
      ['gyh:daxiao', '和', [false, false]],
      ['gyh:danshuang', '单', [true, false]],
    ]);
    expect(s.expert![0].picks.map((p) => [p.drawn, p.hit])).toEqual([
      [5, true],
      [6, false],
    ]);
    expect(s.shJh![0].picks.map((p) => [p.drawn, p.success])).toEqual([
      [5, false], // killed 5, and 5 came first
      [1, true],
    ]);
    expect(s.buyplan).toBeNull();
    expect(s.period).toBe('20261123-0001');
  });

  it('11选5 ball 11 is 和 for that ball’s 大小 and 单双, and 总和 30 for the sum’s 大小', () => {
    const plans: PeriodPlans = {
      ...PK10_PLANS,
      group: '11x5',
      lmTj: [two('hm1:daxiao', { hot: '大', cold: '小' }), two('hm1:danshuang', { hot: '单', cold: '双' })],
      expert: null,
      shJh: null,
    };
    const s = scorePeriodPlans(plans, [11, 1, 2, 3, 4]);
    expect(s.lmTj!.map((i) => [i.drawn, i.picks.map((p) => p.hit)])).toEqual([
      ['和', [false, false]],
      ['和', [false, false]],
    ]);
    const sum = scorePeriodPlans({ ...plans, lmTj: [two('sum:daxiao', { hot: '大', cold: '小' })] }, [11, 10, 1, 3, 5]);
    expect(sum.lmTj![0].drawn).toBe('和');
  });

  it('scores plans made by makePeriodPlans by their own rule, for every family', () => {
    const rnd = seededRandomInt(5);
    for (const group of ['pk10', 'ssc', '11x5', 'k3', 'kl10', 'hk6', 'others'] as const) {
      const draws = Array.from({ length: 41 }, () => generateBalls(group, rnd));
      const balls = draws[40];
      const plans = makePeriodPlans(predictionWindowOf(group, draws.slice(0, 40)), { code: 'x', period: '41' });
      const s = scorePeriodPlans(plans, balls);
      const at = (position: string) => balls[Number(position.slice(2)) - 1];
      for (const plan of s.expert ?? []) {
        for (const p of plan.picks)
          expect([p.drawn, p.hit]).toEqual([at(p.position), p.numbers.includes(at(p.position))]);
      }
      for (const plan of s.shJh ?? []) {
        for (const p of plan.picks) expect(p.success).toBe(p.number !== at(p.position));
      }
      for (const item of s.lmTj ?? []) for (const p of item.picks) expect(p.hit).toBe(p.pick === item.drawn);
    }
  });

  it('advances the buy plans from the states they were made with, and refuses any other state', () => {
    const draws = Array.from({ length: 10 }, (_, i) => [
      1 + i,
      ...[1, 2, 3, 4, 5, 6, 7, 8, 9, 10].filter((n) => n !== 1 + i),
    ]);
    const plans = makePeriodPlans(predictionWindowOf('pk10', draws), { code: 'jspk10', period: '11' });
    const s = scorePeriodPlans(plans, draws[0]);
    for (const b of s.buyplan!) {
      expect(b.row.result).toBe(plans.buyplan!.find((p) => p.plan === b.plan)!.numbers.includes(1) ? 'hit' : 'miss');
      const next = b.row.result === 'hit' ? { planNo: 2, step: 1 } : { planNo: 1, step: 2 };
      expect(b.state).toMatchObject(next);
    }
    const later = { ...INITIAL_BUY_PLAN_STATE, step: 2, planCost: 500 };
    expect(() => scorePeriodPlans(plans, draws[0], { buy5: later })).toThrow('购彩计划 buy5 的状态与该期计划不符');
  });

  it('refuses an illegal draw or an unknown series', () => {
    expect(() => scorePeriodPlans(PK10_PLANS, [1, 2, 3])).toThrow('开奖号码应为 10 个，实际 3 个');
    const bad = { ...PK10_PLANS, lmTj: [two('hm11:daxiao', { hot: '大' })] };
    expect(() => scorePeriodPlans(bad, [5, 6, 1, 2, 3, 4, 7, 8, 9, 10])).toThrow('未知的预测项：hm11:daxiao');
  });
});
