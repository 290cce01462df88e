import { drawText, shortPeriod } from './format';

describe('shortPeriod', () => {
  it.each([
    ['20261121-0457', '1121-0457'],
    ['2026139', '2026139'],
    ['20261121-01', '1121-01'],
    ['abc', 'abc'],
  ])('%s → %s', (p, out) => expect(shortPeriod(p)).toBe(out));
});

describe('drawText', () => {
  it.each([
    [[3, 8, 1], false, false, '3 8 1'],
    [[3, 10, 1], true, false, '03 10 01'],
    [[1, 8, 13, 24, 35, 43, 33], true, true, '01 08 13 24 35 43 + 33'],
  ])('%j → %s', (balls, two, special, out) => expect(drawText(balls, two, special)).toBe(out));
});
