import { segmentsInBand, splitBands } from './canvases';
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
