import { WAVE_COLOR_LABELS, WAVE_COLOR_NUMBERS, waveColorOf } from './waveColor';

describe('waveColorOf', () => {
  it('gives every number 1–49 exactly one colour (17 red, 16 blue, 16 green)', () => {
    const counts = { red: 0, blue: 0, green: 0 };
    for (let n = 1; n <= 49; n++) counts[waveColorOf(n)] += 1;
    expect(counts).toEqual({ red: 17, blue: 16, green: 16 });
    const all = [...WAVE_COLOR_NUMBERS.red, ...WAVE_COLOR_NUMBERS.blue, ...WAVE_COLOR_NUMBERS.green];
    expect(new Set(all).size).toBe(49);
  });

  it.each([
    [1, 'red'],
    [2, 'red'],
    [3, 'blue'],
    [5, 'green'],
    [20, 'blue'],
    [24, 'red'],
    [25, 'blue'],
    [40, 'red'],
    [48, 'blue'],
    [49, 'green'],
  ])('%i is %s', (n, color) => {
    expect(waveColorOf(n)).toBe(color);
  });

  it('labels the colours in Chinese', () => {
    expect(WAVE_COLOR_LABELS).toEqual({ red: '红', blue: '蓝', green: '绿' });
  });

  it.each([0, 50, 1.5])('rejects %p', (n) => {
    expect(() => waveColorOf(n)).toThrow(RangeError);
  });
});
