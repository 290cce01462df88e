import { k3Shape, pukeShape, spanOf, zuXuanShape } from './shapes';

describe('pukeShape (ssc 前三/中三/后三)', () => {
  it.each([
    [[0, 0, 0], 'baoZih'],
    [[9, 9, 9], 'baoZih'],
    [[1, 2, 3], 'shunZih'],
    [[3, 1, 2], 'shunZih'],
    [[7, 8, 9], 'shunZih'],
    [[8, 9, 0], 'shunZih'], // wrap
    [[0, 9, 8], 'shunZih'], // wrap, any order
    [[9, 0, 1], 'shunZih'], // wrap
    [[1, 9, 0], 'shunZih'], // wrap, any order
    [[0, 1, 2], 'shunZih'],
    [[1, 1, 2], 'dueiZih'],
    [[9, 0, 9], 'dueiZih'],
    [[5, 3, 5], 'dueiZih'],
    [[1, 2, 5], 'banShun'],
    [[3, 9, 0], 'banShun'], // 9 and 0 touch
    [[0, 6, 1], 'banShun'],
    [[8, 0, 9], 'shunZih'],
    [[7, 9, 0], 'banShun'],
    [[1, 3, 5], 'zaLiou'],
    [[0, 2, 4], 'zaLiou'],
    [[0, 2, 8], 'zaLiou'], // 8 and 0 do not touch
    [[9, 1, 7], 'zaLiou'],
  ])('%j is %s', (d, shape) => {
    expect(pukeShape(d[0], d[1], d[2])).toBe(shape);
  });
});

describe('zuXuanShape (three-digit games)', () => {
  it.each([
    [[5, 5, 5], 'baoZih'],
    [[0, 0, 7], 'zuSan'],
    [[3, 8, 3], 'zuSan'],
    [[1, 2, 3], 'zuLiou'],
  ])('%j is %s', (d, shape) => {
    expect(zuXuanShape(d[0], d[1], d[2])).toBe(shape);
  });
});

describe('k3Shape', () => {
  it.each([
    [[1, 1, 1], 'sanTongHao'],
    [[6, 6, 6], 'sanTongHao'],
    [[1, 2, 3], 'sanLianHao'],
    [[6, 4, 5], 'sanLianHao'],
    [[1, 1, 2], 'erTongHao'],
    [[5, 2, 5], 'erTongHao'],
    [[1, 3, 5], 'sanBuTong'],
    [[1, 2, 6], 'sanBuTong'], // no wrap: 6-1-2 is not a run
    [[2, 4, 6], 'sanBuTong'],
  ])('%j is %s', (d, shape) => {
    expect(k3Shape(d[0], d[1], d[2])).toBe(shape);
  });
});

describe('spanOf', () => {
  it('is max − min', () => {
    expect(spanOf([4, 1, 9])).toBe(8);
    expect(spanOf([3, 3, 3])).toBe(0);
  });
});
