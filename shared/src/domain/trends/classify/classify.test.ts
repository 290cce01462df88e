import { dragonIndex, isJhih, remainder3, riseIndex } from './numbers';
import { isK3Straight, k3Shape, panIndex, PUKE_ORDER, pukeShape, zuSyuanShape } from './shapes';
import { bucketOf, HK6_SUM_BUCKETS, KL8_SUM_BUCKETS } from './sumBuckets';

describe('isJhih (质合)', () => {
  it('1 2 3 5 7 are 质, 0 4 6 8 9 are 合', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9].filter(isJhih)).toEqual([1, 2, 3, 5, 7]);
  });
  it('beyond one digit: 1 and the primes', () => {
    expect(Array.from({ length: 20 }, (_, i) => i + 1).filter(isJhih)).toEqual([1, 2, 3, 5, 7, 11, 13, 17, 19]);
    expect([49, 47, 25].map(isJhih)).toEqual([false, true, false]);
  });
});

describe('small classifiers', () => {
  it.each([
    [0, 0],
    [7, 1],
    [11, 2],
    [49, 1],
  ])('remainder3(%i) = %i', (n, r) => expect(remainder3(n)).toBe(r));
  it('riseIndex: 升 2, 平 1, 降 0', () =>
    expect([riseIndex(3, 4), riseIndex(4, 4), riseIndex(5, 4)]).toEqual([2, 1, 0]));
  it('dragonIndex: 龙 0, 虎 1, 和 2', () =>
    expect([dragonIndex(9, 1), dragonIndex(1, 9), dragonIndex(5, 5)]).toEqual([0, 1, 2]));
});

describe('pukeShape (时时彩 形态)', () => {
  it.each([
    [[3, 3, 3], 'puke_baoZih'],
    [[1, 2, 3], 'puke_shunZih'],
    [[3, 1, 2], 'puke_shunZih'],
    [[8, 9, 0], 'puke_shunZih'],
    [[9, 0, 1], 'puke_shunZih'],
    [[1, 0, 9], 'puke_shunZih'],
    [[0, 1, 1], 'puke_dueiZih'], // a pair wins over the neighbours
    [[5, 2, 5], 'puke_dueiZih'],
    [[1, 2, 5], 'puke_banShun'],
    [[9, 4, 0], 'puke_banShun'], // 9–0 wrap
    [[1, 3, 5], 'puke_zaLiou'],
    [[0, 2, 8], 'puke_zaLiou'],
  ])('%j → %s', (t, want) => expect(PUKE_ORDER[pukeShape(t[0], t[1], t[2])]).toBe(want));
});

describe('快3 and 3-digit shapes', () => {
  it('k3Shape: 三同号 0, 二同号 1, 三不同 2', () => {
    expect([k3Shape(6, 6, 6), k3Shape(1, 6, 1), k3Shape(1, 2, 6)]).toEqual([0, 1, 2]);
  });
  it('isK3Straight: 123 234 345 456 in any order, no wrap', () => {
    expect([isK3Straight(3, 1, 2), isK3Straight(6, 4, 5), isK3Straight(5, 6, 1), isK3Straight(2, 2, 3)]).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
  it('zuSyuanShape: 豹子 0, 组三 1, 组六 2', () => {
    expect([zuSyuanShape(0, 0, 0), zuSyuanShape(0, 9, 0), zuSyuanShape(0, 9, 8)]).toEqual([0, 1, 2]);
  });
  it('panIndex: more than half 0, exactly half 1, fewer 2', () => {
    expect([panIndex(11, 20), panIndex(10, 20), panIndex(9, 20)]).toEqual([0, 1, 2]);
  });
});

describe('sum buckets', () => {
  it.each([
    [KL8_SUM_BUCKETS, 210, 'sum_210to695'],
    [KL8_SUM_BUCKETS, 695, 'sum_210to695'],
    [KL8_SUM_BUCKETS, 696, 'sum_696to763'],
    [KL8_SUM_BUCKETS, 810, 'sum_764to855'],
    [KL8_SUM_BUCKETS, 1410, 'sum_924to1410'],
    [HK6_SUM_BUCKETS, 28, 'sum_28to99'],
    [HK6_SUM_BUCKETS, 174, 'sum_150to174'],
    [HK6_SUM_BUCKETS, 175, 'sum_175to199'],
    [HK6_SUM_BUCKETS, 322, 'sum_250to322'],
  ])('%#: %i → %s', (buckets, sum, key) => expect(bucketOf(buckets, sum)?.key).toBe(key));

  it('cover their whole range without gaps or overlaps', () => {
    for (const [b, lo, hi] of [
      [KL8_SUM_BUCKETS, 210, 1410],
      [HK6_SUM_BUCKETS, 28, 322],
    ] as const) {
      expect(b[0].lo).toBe(lo);
      expect(b[b.length - 1].hi).toBe(hi);
      for (let i = 1; i < b.length; i++) expect(b[i].lo).toBe(b[i - 1].hi + 1);
    }
    expect(bucketOf(HK6_SUM_BUCKETS, 27)).toBeNull();
  });
});
