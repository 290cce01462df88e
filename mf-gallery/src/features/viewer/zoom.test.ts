import { isDoubleTap, swipeStep } from './gestures';
import { clampPan, clampScale, panBy, wheelFactor, zoomAt } from './zoom';
import { ZoomStore } from './ZoomStore';

const VIEW = { width: 600, height: 900 };

describe('zoom math', () => {
  it.each([
    [0.5, 1],
    [1, 1],
    [2.5, 2.5],
    [4, 4],
    [9, 4],
    [Number.NaN, 1],
  ])('clamps scale %d to %d', (scale, expected) => {
    expect(clampScale(scale)).toBe(expected);
  });

  it.each([
    [
      { scale: 1, x: 50, y: -50 },
      { scale: 1, x: 0, y: 0 },
    ],
    [
      { scale: 2, x: 10, y: 10 },
      { scale: 2, x: 0, y: 0 },
    ],
    [
      { scale: 2, x: -700, y: -1000 },
      { scale: 2, x: -600, y: -900 },
    ],
    [
      { scale: 2, x: -300, y: -450 },
      { scale: 2, x: -300, y: -450 },
    ],
    [
      { scale: 4, x: -5000, y: 0 },
      { scale: 4, x: -1800, y: 0 },
    ],
  ])('keeps %o inside the viewport: %o', (state, expected) => {
    expect(clampPan(state, VIEW)).toEqual(expected);
  });

  it('zooms around the given point: the paper point under it stays put', () => {
    const at = { x: 150, y: 300 };
    const zoomed = zoomAt({ scale: 1, x: 0, y: 0 }, 2, at, VIEW);
    expect(zoomed).toEqual({ scale: 2, x: -150, y: -300 });
    // paper point (150, 300) is drawn at x + s·150 = 150
    expect(zoomed.x + zoomed.scale * 150).toBe(150);
  });

  it('pans only as far as the edges', () => {
    expect(panBy({ scale: 2, x: -100, y: -100 }, -1000, 40, VIEW)).toEqual({ scale: 2, x: -600, y: -60 });
  });

  it('zooms in for wheel up and out for wheel down', () => {
    expect(wheelFactor(-100)).toBeGreaterThan(1);
    expect(wheelFactor(100)).toBeLessThan(1);
    expect(wheelFactor(0)).toBe(1);
  });
});

describe('ZoomStore', () => {
  const store = () => {
    const zoom = new ZoomStore();
    zoom.setViewport(VIEW);
    return zoom;
  };

  it('steps 1× → 1.5× → 2.25× → 3.375× → 4× and no further, and back down to 1×', () => {
    const zoom = store();
    const seen: number[] = [];
    for (let i = 0; i < 5; i++) {
      zoom.zoomIn();
      seen.push(zoom.scale);
    }
    expect(seen).toEqual([1.5, 2.25, 3.375, 4, 4]);
    expect([zoom.canZoomIn, zoom.percent]).toEqual([false, '400%']);
    for (let i = 0; i < 6; i++) zoom.zoomOut();
    expect([zoom.scale, zoom.state.x, zoom.state.y, zoom.canZoomOut]).toEqual([1, 0, 0, false]);
  });

  it('toggles between the whole paper and 2× at a point, and resets', () => {
    const zoom = store();
    zoom.toggle({ x: 600, y: 900 });
    expect(zoom.state).toEqual({ scale: 2, x: -600, y: -900 });
    zoom.toggle({ x: 0, y: 0 });
    expect(zoom.state).toEqual({ scale: 1, x: 0, y: 0 });
    zoom.wheel(-300, { x: 300, y: 450 });
    expect(zoom.zoomed).toBe(true);
    zoom.reset();
    expect(zoom.transform).toBe('translate(0px, 0px) scale(1)');
  });

  it('does not pan an unzoomed paper, and pans a zoomed one within its edges', () => {
    const zoom = store();
    zoom.pan(-100, -100);
    expect(zoom.state).toEqual({ scale: 1, x: 0, y: 0 });
    zoom.pinch(3, { x: 0, y: 0 });
    zoom.pan(-5000, -100);
    expect(zoom.state).toEqual({ scale: 3, x: -1200, y: -100 });
  });

  it('keeps the offsets inside a viewport that shrinks', () => {
    const zoom = store();
    zoom.pinch(2, { x: 600, y: 900 });
    zoom.setViewport({ width: 300, height: 400 });
    expect(zoom.state).toEqual({ scale: 2, x: -300, y: -400 });
  });
});

describe('gestures', () => {
  it.each([
    [-120, 10, 200, 'next'],
    [120, -10, 200, 'previous'],
    [-30, 0, 100, null],
    [-80, 70, 200, null],
    [-200, 0, 2000, null],
  ])('a swipe of dx %d, dy %d in %d ms turns to %s', (dx, dy, ms, step) => {
    expect(swipeStep(dx, dy, ms)).toBe(step);
  });

  it.each([
    [null, { x: 0, y: 0, time: 100 }, false],
    [{ x: 0, y: 0, time: 0 }, { x: 5, y: 5, time: 200 }, true],
    [{ x: 0, y: 0, time: 0 }, { x: 5, y: 5, time: 400 }, false],
    [{ x: 0, y: 0, time: 0 }, { x: 80, y: 0, time: 100 }, false],
  ])('after %o a tap %o is a double tap: %s', (last, tap, expected) => {
    expect(isDoubleTap(last, tap)).toBe(expected);
  });
});
