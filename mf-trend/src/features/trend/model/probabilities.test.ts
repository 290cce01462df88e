import { trendTypesFor } from '@cp/shared/domain';
import { drawSpaceSize, enumerateDraws, ENUMERATE_MAX, keyProbabilities, warmKeyProbabilities } from './probabilities';

const sum = (o: Record<string, number>) => Object.values(o).reduce((a, b) => a + b, 0);
const expectClose = (actual: Record<string, number>, expected: Record<string, number>) => {
  expect(Object.keys(actual).sort()).toEqual(Object.keys(expected).sort());
  for (const k of Object.keys(expected)) expect(actual[k]).toBeCloseTo(expected[k], 12);
};

describe('keyProbabilities', () => {
  it.each([
    ['k3', 216],
    ['others', 1000],
    ['11x5', 55440],
    ['pk10', 3628800],
  ] as const)('%s has %i ordered draws', (group, n) => expect(drawSpaceSize(group)).toBe(n));

  it('enumerates every ordered draw of a small family once', () => {
    const all = enumerateDraws('k3');
    expect(all).toHaveLength(216);
    expect(new Set(all.map((d) => d.join())).size).toBe(216);
  });

  it('is exact for enumerable families: 快3 faces 1/6, 3D sums by their number of ways', () => {
    expect(drawSpaceSize('others')).toBeLessThanOrEqual(ENUMERATE_MAX);
    const basic = keyProbabilities('k3', 'basic', ['hm1']);
    for (const p of Object.values(basic.hm1)) expect(p).toBeCloseTo(1 / 6, 12);
    const sums = keyProbabilities('others', 'sum', ['sum']).sum;
    expect(sums.num0).toBeCloseTo(1 / 1000, 12);
    expect(sums.num13).toBeCloseTo(75 / 1000, 12);
    expect(sum(sums)).toBeCloseTo(1, 12);
    expectClose(keyProbabilities('11x5', 'daxiao', ['hm1']).hm1, {
      daxiao_da: 5 / 11,
      daxiao_xiao: 5 / 11,
      daxiao_he: 1 / 11,
    });
  });

  it('is exact for per-ball types and 号码分布 in every family', () => {
    for (const p of Object.values(keyProbabilities('pk10', 'basic', ['hm1']).hm10)) expect(p).toBeCloseTo(0.1, 12);
    expectClose(keyProbabilities('hk6', 'daxiao', []).hm7, {
      daxiao_da: 24 / 49,
      daxiao_xiao: 24 / 49,
      daxiao_he: 1 / 49,
    });
    expect(keyProbabilities('hk6', 'daxiao', []).hm1.daxiao_da).toBeCloseTo(25 / 49, 12);
    expectClose(keyProbabilities('pk10', 'lingyierlu', []).hm3, {
      lingyierlu_num0: 0.3,
      lingyierlu_num1: 0.4,
      lingyierlu_num2: 0.3,
    });
    expect(keyProbabilities('ssc', 'distribution', []).all.num3).toBeCloseTo(1 - 0.9 ** 5, 12);
    expect(keyProbabilities('hk6', 'distribution', []).all.num49).toBeCloseTo(6 / 49, 12);
    expect(keyProbabilities('hk6', 'distribution', []).hm7.num1).toBeCloseTo(1 / 49, 12);
  });

  it('estimates whole-draw types of the larger families from a fixed sample, close to the true values', () => {
    const gyh = keyProbabilities('pk10', 'guanYaHe', ['gyh']).gyh;
    expect(Math.abs(gyh.num3 - 2 / 90)).toBeLessThan(0.005);
    expect(Math.abs(gyh.num11 - 10 / 90)).toBeLessThan(0.01);
    const lh = keyProbabilities('pk10', 'longHu', ['lh1']).lh1;
    expect(Math.abs(lh.longHu_long - 0.5)).toBeLessThan(0.02);
    expect(keyProbabilities('pk10', 'longHu', [])).toBe(keyProbabilities('pk10', 'longHu', []));
  });

  it('uses the formula for 升平降: equal with 1/R, up and down alike', () => {
    expectClose(keyProbabilities('others', 'shengPingJiang', ['hm1', 'hm2']).hm2, {
      shengPingJiang_sheng: 0.45,
      shengPingJiang_ping: 0.1,
      shengPingJiang_jiang: 0.45,
    });
  });

  it('warms every type of a family ahead of need, one type per idle callback, and stops when told', () => {
    const idle: (() => void)[] = [];
    const stop = warmKeyProbabilities('kl8', (fn) => idle.push(fn));
    const types = trendTypesFor('kl8').filter((s) => s.type !== 'shengPingJiang');
    expect(idle).toHaveLength(1);
    idle.shift()!();
    expect(idle).toHaveLength(1);
    stop();
    idle.shift()!();
    expect(idle).toHaveLength(0);
    // Warming again picks up the types left; each callback does one, then the family is done.
    const again: (() => void)[] = [];
    warmKeyProbabilities('kl8', (fn) => again.push(fn));
    let callbacks = 0;
    while (again.length > 0) {
      again.shift()!();
      callbacks++;
    }
    expect(callbacks).toBe(types.length - 1);
    const none: (() => void)[] = [];
    warmKeyProbabilities('kl8', (fn) => none.push(fn));
    expect(none).toHaveLength(0);
  });
});
