import { drumPool, drumPosition, drumTone, releaseGap, traySize } from './drumModel';

describe('ball drum', () => {
  it('holds the family’s numbers, at most 36, always including the drawn ones', () => {
    expect(drumPool('11x5')).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(drumPool('ssc')).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const hk6 = drumPool('hk6', [49, 2, 33]);
    expect(hk6).toHaveLength(36);
    expect(hk6).toEqual(expect.arrayContaining([49, 2, 33]));
    expect(new Set(hk6).size).toBe(36);
    const kl8 = drumPool('kl8', [80, 1, 40]);
    expect(kl8).toEqual([...kl8].sort((a, b) => a - b));
    expect(kl8).toEqual(expect.arrayContaining([80, 1, 40]));
  });

  it('keeps every ball inside the drum', () => {
    for (let i = 0; i < 40; i++) {
      for (let t = 0; t < 20; t += 0.37) {
        const { x, y } = drumPosition(i, t, 0.13);
        expect(Math.hypot(x, y)).toBeLessThanOrEqual(0.87 + 1e-9);
      }
    }
  });

  it('colours six-mark balls by wave and 快乐十分 19–20 red', () => {
    expect(drumTone('hk6', 1)).toBe('red');
    expect(drumTone('hk6', 3)).toBe('blue');
    expect(drumTone('hk6', 5)).toBe('green');
    expect(drumTone('kl10', 19)).toBe('red');
    expect(drumTone('kl10', 18)).toBe('blue');
  });

  it('releases 快乐8’s twenty balls faster and draws them smaller', () => {
    expect(releaseGap(20)).toBeLessThan(releaseGap(7));
    expect(traySize(20)).toBe('4.2cqw');
    expect(traySize(7)).toBe('5.4cqw');
  });
});
