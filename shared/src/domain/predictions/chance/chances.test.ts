import type { Family } from '../../types';
import { ballSideChances, killChance, numberChance, rangeSize, sumSideChances } from './chances';
import { ruleSumDistribution } from './sumDistribution';

/** Every sum of every outcome, enumerated the slow way (an independent reference). */
function enumerateSums(values: number[], n: number, distinct: boolean, ordered: boolean): Map<number, number> {
  const out = new Map<number, number>();
  const walk = (from: number, used: number[], depth: number, sum: number) => {
    if (depth === n) {
      out.set(sum, (out.get(sum) ?? 0) + 1);
      return;
    }
    for (let i = ordered || !distinct ? 0 : from; i < values.length; i++) {
      if (distinct && used.includes(i)) continue;
      walk(i + 1, [...used, i], depth + 1, sum + values[i]);
    }
  };
  walk(0, [], 0, 0);
  return out;
}

const range = (min: number, max: number) => Array.from({ length: max - min + 1 }, (_, i) => min + i);

describe('ruleSumDistribution', () => {
  it.each([
    // family, values, balls summed, distinct, enumerate ordered, outcomes
    ['pk10', range(1, 10), 2, true, true, 90], // 冠亚和: ordered pairs (proportions equal to the 45 sets)
    ['ssc', range(0, 9), 5, false, true, 100_000],
    ['11x5', range(1, 11), 5, true, false, 462],
    ['k3', range(1, 6), 3, false, true, 216],
    ['others', range(0, 9), 3, false, true, 1000],
    ['xy28', range(0, 9), 3, false, true, 1000],
  ] as const)('%s equals a full enumeration', (group, values, n, distinct, ordered, outcomes) => {
    const counts = enumerateSums([...values], n, distinct, ordered);
    const total = [...counts.values()].reduce((a, b) => a + b, 0);
    expect(total).toBe(outcomes);
    const dist = ruleSumDistribution(group);
    const scale = Number(dist.total) / total; // 1, or 1/2 for PK10's unordered pairs
    dist.counts.forEach((c, i) => expect(Number(c)).toBe((counts.get(dist.min + i) ?? 0) * scale));
    expect(dist.counts.length).toBe(counts.size);
  });

  it('快乐10分: 8 of 20 equals the enumeration of all 125,970 sets', () => {
    const counts = enumerateSums(range(1, 20), 8, true, false);
    const dist = ruleSumDistribution('kl10');
    expect(dist.total).toBe(125_970n);
    expect(dist.min).toBe(36);
    dist.counts.forEach((c, i) => expect(Number(c)).toBe(counts.get(36 + i) ?? 0));
  });

  it.each([
    ['hk6', 28, 322, 85_900_584n], // C(49, 7)
    ['kl8', 210, 1410, 3_535_316_142_212_174_320n], // C(80, 20)
  ] as const)('%s: sums %i–%i over %s sets', (group, min, max, total) => {
    const dist = ruleSumDistribution(group);
    expect([dist.min, dist.min + dist.counts.length - 1, dist.total]).toEqual([min, max, total]);
    // Symmetric around the middle: x ↔ (min + max + 1) − x maps sets to sets.
    expect(dist.counts).toEqual([...dist.counts].reverse());
  });
});

describe('chance rates', () => {
  it.each([
    // family, [大, 小] of the sum, [单, 双] of the sum, hand-checked
    ['pk10', [40 / 90, 40 / 90], [50 / 90, 40 / 90]], // 冠亚和 11 (10 of 90 pairs) is 和 for 大小, 单 for 单双
    ['k3', [107 / 216, 107 / 216], [0.5, 0.5]], // 108 sums ≥ 11 minus 666; 3 and 18 are 和
    ['ssc', [0.5, 0.5], [0.5, 0.5]], // s ↔ 45 − s
    ['others', [0.5, 0.5], [0.5, 0.5]], // s ↔ 27 − s
    ['11x5', [215 / 462, 215 / 462], [236 / 462, 226 / 462]], // 32 of 462 sets sum to 30 (和)
  ] as const)('%s sum: 大小 %j, 单双 %j', (group, size, parity) => {
    const [big, small] = sumSideChances(group, 'daxiao');
    const [odd, even] = sumSideChances(group, 'danshuang');
    expect(big).toBeCloseTo(size[0], 15);
    expect(small).toBeCloseTo(size[1], 15);
    expect(odd).toBeCloseTo(parity[0], 15);
    expect(even).toBeCloseTo(parity[1], 15);
  });

  it('快乐10分 sum: 和 (84) has 3,788 of 125,970 sets, the rest split evenly', () => {
    const counts = enumerateSums(range(1, 20), 8, true, false);
    expect(counts.get(84)).toBe(3788);
    const [big, small] = sumSideChances('kl10', 'daxiao');
    expect(big).toBeCloseTo((125_970 - 3788) / 2 / 125_970, 15);
    expect(small).toBe(big);
  });

  it.each([
    ['pk10', 0, 'daxiao', [0.5, 0.5]],
    ['ssc', 4, 'daxiao', [0.5, 0.5]],
    ['11x5', 2, 'daxiao', [5 / 11, 5 / 11]], // 11 is 和
    ['11x5', 0, 'danshuang', [5 / 11, 5 / 11]],
    ['k3', 1, 'daxiao', [0.5, 0.5]],
    ['kl10', 7, 'danshuang', [0.5, 0.5]],
    ['hk6', 6, 'daxiao', [24 / 49, 24 / 49]], // special 49 is 和
    ['hk6', 0, 'daxiao', [25 / 49, 24 / 49]], // a regular 49 is 大
  ] as const)('%s position %i %s: %j', (group, index, attribute, expected) => {
    expect(ballSideChances(group, index, attribute)).toEqual(expected);
  });

  it.each([
    ['pk10', 10, 5, 0.5, 0.9],
    ['ssc', 10, 5, 0.5, 0.9],
    ['11x5', 11, 5, 5 / 11, 10 / 11],
    ['k3', 6, 3, 0.5, 5 / 6],
    ['kl10', 20, 10, 0.5, 0.95],
    ['hk6', 49, 5, 5 / 49, 48 / 49],
    ['others', 10, 5, 0.5, 0.9],
  ] as const)('%s: range %i, %i numbers hit %p, a kill succeeds %p', (group, k, count, hit, kill) => {
    expect(rangeSize(group as Family)).toBe(k);
    expect(numberChance(group, count)).toBe(hit);
    expect(killChance(group)).toBe(kill);
  });
});
