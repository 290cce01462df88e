import { money, percent, rateParts, rateSentence, shortTime, signedMoney } from './format';

const rate = (over = {}) => ({ n: 100, hits: 52, rate: 0.52, chance: 0.5, low: 0.423, high: 0.6153, ...over });

describe('format', () => {
  it.each([
    [0.5, '50%'],
    [0.9090909, '90.9%'],
    [0.52, '52%'],
    [0, '0%'],
  ])('percent(%d) = %s', (r, text) => expect(percent(r)).toBe(text));

  it('puts the chance rate and the 95 % interval beside the measured rate', () => {
    expect(rateSentence('近100期', rate())).toBe('近100期 52%（随机 50%，95%区间 42.3%–61.5%）');
    expect(rateParts(rate({ n: 0, hits: 0, rate: 0, chance: 0, low: 0, high: 1 }))).toEqual({
      rate: '—',
      chance: '—',
      interval: '—',
    });
    expect(rateSentence('近30期', rate({ n: 0 }))).toBe('近30期 暂无记录');
  });

  it.each([
    [4.85, '4.85', '+4.85'],
    [-8170, '−8170', '−8170'],
    [0, '0', '0'],
    [1.005, '1', '+1'],
  ])('money(%d)', (n, plain, signed) => expect([money(n), signedMoney(n)]).toEqual([plain, signed]));

  it('writes Beijing time', () => {
    expect(shortTime(Date.parse('2026-11-21T09:30:00+08:00'))).toBe('11-21 09:30');
  });
});
