import { FAMILY_ORDER } from '../families';
import type { Family } from '../types';
import { EXPERT_PICK_COUNTS, planKindsOf } from './coverage';
import { predictionSeriesOf } from './series';

describe('which family has which plans', () => {
  it.each([
    // as server/src/modules/lotteries/jihua.ts lists them (shaHao, zhuanJia, liangMian, gouCai)
    ['pk10', ['lmTj', 'expert', 'buyplan', 'shJh']],
    ['ssc', ['lmTj', 'expert', 'buyplan', 'shJh']],
    ['11x5', ['lmTj', 'expert', 'buyplan', 'shJh']],
    ['k3', ['lmTj', 'expert']],
    ['kl10', ['lmTj', 'expert', 'buyplan', 'shJh']],
    ['kl8', []],
    ['xy28', []],
    ['hk6', ['expert']],
    ['others', ['lmTj', 'expert', 'shJh']],
  ] as const)('%s: %j', (group, kinds) => {
    expect(planKindsOf(group)).toEqual(kinds);
    expect(EXPERT_PICK_COUNTS[group] > 0).toBe(kinds.includes('expert' as never));
  });

  it.each([
    ['pk10', 10, ['hm1:daxiao', 'hm1:danshuang', 'hm2:daxiao'], ['gyh:daxiao', 'gyh:danshuang']],
    ['ssc', 5, ['hm1:daxiao'], ['sum:daxiao', 'sum:danshuang']],
    ['k3', 3, ['hm1:daxiao', 'hm1:danshuang'], ['sum:daxiao', 'sum:danshuang']],
    ['hk6', 1, [], []],
  ] as const)('%s: %i number series, then the two-sided ones', (group, numbers, first, last) => {
    const keys = predictionSeriesOf(group).map((s) => s.key);
    expect(keys.slice(0, numbers)).toEqual(
      group === 'hk6' ? ['hm7'] : Array.from({ length: numbers }, (_, i) => `hm${i + 1}`),
    );
    expect(keys.slice(numbers, numbers + first.length)).toEqual(first);
    expect(keys.slice(keys.length - last.length)).toEqual(last);
  });

  it.each(FAMILY_ORDER.map((g) => [g] as [Family]))('%s: every series’ chances add up to 1 less its 和', (group) => {
    for (const s of predictionSeriesOf(group)) {
      const total = s.chances.reduce((a, b) => a + b, 0);
      if (s.attribute === 'number') expect(total).toBeCloseTo(1, 12);
      else expect(total).toBeLessThanOrEqual(1 + 1e-12);
      expect(s.labels.length).toBe(s.chances.length);
    }
  });

  it('labels numbers as the balls are shown', () => {
    expect(predictionSeriesOf('pk10')[0].labels.slice(0, 3)).toEqual(['01', '02', '03']);
    expect(predictionSeriesOf('ssc')[0].labels.slice(0, 3)).toEqual(['0', '1', '2']);
    expect(predictionSeriesOf('hk6')[0].labels[48]).toBe('49');
    expect(predictionSeriesOf('pk10').find((s) => s.key === 'gyh:daxiao')?.positionLabel).toBe('冠亚和');
  });
});
