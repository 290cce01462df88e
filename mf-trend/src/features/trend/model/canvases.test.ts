import { segmentsAcross, segmentsInBand, splitBands, splitTiles } from './canvases';
import { LINE_CANVAS_MAX_HEIGHT } from './constants';

describe('splitBands', () => {
  it.each([
    [0, []],
    [720, [720]],
    [1000, [1000]],
    [1001, [1000, 1]],
    [2160, [1000, 1000, 160]],
    [2159.4, [1000, 1000, 160]],
  ])('%d px → canvases of %j px', (height, heights) => {
    const bands = splitBands(40, height);
    expect(bands.map((b) => b.height)).toEqual(heights);
    bands.forEach((b, i) => expect(b.top).toBe(40 + i * LINE_CANVAS_MAX_HEIGHT));
    expect(bands.every((b) => b.height <= LINE_CANVAS_MAX_HEIGHT)).toBe(true);
  });
});

describe('segmentsInBand', () => {
  const segs = Float32Array.from([0, 10, 5, 40, 0, 990, 5, 1010, 0, 1500, 5, 1520]);
  it('keeps the segments that cross a band, in its coordinates; a boundary segment goes to both', () => {
    expect(Array.from(segmentsInBand(segs, { top: 0, height: 1000 }))).toEqual([0, 10, 5, 40, 0, 990, 5, 1010]);
    expect(Array.from(segmentsInBand(segs, { top: 1000, height: 1000 }))).toEqual([0, -10, 5, 10, 0, 500, 5, 520]);
    expect(Array.from(segmentsInBand(segs, { top: 2000, height: 100 }))).toEqual([]);
  });
});

describe('splitTiles', () => {
  it.each<[number, number, number, [number, number][]]>([
    [300, 1000, 1024, [[300, 1000]]],
    [300, 1324, 1024, [[300, 1324]]],
    [
      300,
      1325,
      1024,
      [
        [300, 1324],
        [1324, 1325],
      ],
    ],
    [
      0,
      2500,
      1024,
      [
        [0, 1024],
        [1024, 2048],
        [2048, 2500],
      ],
    ],
    [50, 50, 1024, [[50, 50]]],
  ])('[%i, %i) in tiles of %i px', (left, right, max, tiles) => {
    expect(splitTiles(left, right, max)).toEqual(tiles);
  });
});

describe('segmentsAcross', () => {
  it.each<[string, number[], number[]]>([
    ['inside', [10, 0, 20, 5], [10, 0, 20, 5]],
    ['crossing the left edge', [-5, 0, 5, 5], [-5, 0, 5, 5]],
    ['crossing the right edge, drawn right to left', [120, 0, 90, 5], [120, 0, 90, 5]],
    ['wholly left', [-20, 0, -1, 5], []],
    ['wholly right', [101, 0, 130, 5], []],
  ])('keeps a segment %s of [0, 100]', (_name, segment, kept) => {
    expect(Array.from(segmentsAcross(Float32Array.from(segment), 0, 100))).toEqual(kept);
  });
});
