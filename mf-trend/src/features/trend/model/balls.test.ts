import { ballDots, dotsAcross, dotsInBand } from './balls';
import { testBlock, testKeys, testRow } from '../../../testing/modelParts';
import type { Block } from './types';

const block = (over: Partial<Block>): Block =>
  testBlock({ id: 'b', position: 'p', label: 'p', keys: testKeys(2), ...over });
const row = testRow;
const cells = { colX: [10, 30, 50, 70], rowY: [5, 15, 25] };

describe('ballDots', () => {
  it.each([
    ['a hit of a red block', [block({})], [row([0, 1])], [10, 5, 0]],
    ['a hit of a blue block', [block({ colour: 'blue' })], [row([1, 0])], [30, 5, 1]],
    ['no ball for attribute chips', [block({ drawType: 'text' })], [row([0, 1])], []],
    ['orange where 号码分布 counts the number twice', [block({ counted: true })], [row([0, 3], [0, 0, 1])], [10, 5, 2]],
    [
      'every hit of every row, in order',
      [block({}), block({ start: 2, colour: 'blue' })],
      [row([0, 1, 1, 0]), row([1, 0, 0, 1])],
      [10, 5, 0, 70, 5, 1, 30, 15, 0, 50, 15, 1],
    ],
  ])('%s', (_, blocks, rows, expected) => {
    expect(Array.from(ballDots(blocks, rows, cells, 99))).toEqual(expected);
  });

  it('from a row on: the balls of appended rows only', () => {
    const rows = [row([0, 1]), row([1, 0]), row([0, 1])];
    expect(Array.from(ballDots([block({})], rows, cells, 99, 2))).toEqual([10, 25, 0]);
  });
});

describe('dotsInBand', () => {
  it('keeps the balls reaching into the band, in its coordinates', () => {
    const dots = Float32Array.from([10, 5, 0, 10, 95, 1, 10, 200, 0]);
    expect(Array.from(dotsInBand(dots, { top: 100, height: 100 }, 9))).toEqual([10, -5, 1, 10, 100, 0]);
  });
});

describe('dotsAcross', () => {
  it.each<[number, boolean]>([
    [50, true],
    [-8, true], // its right edge reaches in
    [-10, false],
    [108, true],
    [111, false],
  ])('a ball of radius 9 at x = %i is drawn on the tile [0, 100]: %s', (x, kept) => {
    expect(Array.from(dotsAcross(Float32Array.from([x, 5, 1]), 0, 100, 9))).toEqual(kept ? [x, 5, 1] : []);
  });
});
