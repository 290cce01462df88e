import { PLAN_TABS, planPath, planTabOf } from './planTabs';

describe('planTabs', () => {
  it('maps each prefix, desktop or mobile, to its tab and lottery kind', () => {
    expect(PLAN_TABS.map((t) => [t.key, t.kind])).toEqual([
      ['lmTj', 'liangMian'],
      ['expert', 'zhuanJia'],
      ['buyplan', 'gouCai'],
      ['shJh', 'shaHao'],
    ]);
    expect(planTabOf('/shJh')?.label).toBe('杀号计划');
    expect(planTabOf('/m/expert')?.label).toBe('专家推荐');
    expect(planTabOf('/lottery/trend')).toBeUndefined();
    expect(planTabOf('/m')).toBeUndefined();
  });

  it('links tabs on the same device as the prefix', () => {
    expect(planPath('/lmTj', 'buyplan')).toBe('/buyplan');
    expect(planPath('/m/lmTj', 'buyplan')).toBe('/m/buyplan');
  });
});
