import { el } from '../../../testing/dom';
import { CANVAS_BAND_HEIGHT, type Band } from '../model';
import { bandContext, canvasesOf, canvasFits, nameCanvases, NearbyCanvases } from './lineCanvas';

// The canvases of the overlays (lineCanvas.ts): kept, named, hidden far from the screen, sized.

/** A NearbyCanvases test double recording what it is asked to watch. */
const nearbyLog = () => {
  const log: string[] = [];
  const nearby = {
    watch: (c: HTMLCanvasElement) => log.push(`watch ${[...c.parentElement!.children].indexOf(c)}`),
    unwatch: (c: HTMLCanvasElement) => log.push(`unwatch ${[...c.parentElement!.children].indexOf(c)}`),
  } as unknown as NearbyCanvases;
  return { log, nearby };
};

describe('canvasesOf', () => {
  it('sizes the overlay and keeps that many canvases, reusing those there, named after the overlay', () => {
    const overlay = el('div');
    overlay.dataset.canvas = 'trend-line-canvas';
    const { log, nearby } = nearbyLog();
    const three = canvasesOf(overlay, 640, 1200, 3, nearby);
    expect(three).toHaveLength(3);
    expect(overlay.style.width).toBe('640px');
    expect(overlay.style.height).toBe('1200px');
    expect(three.every((c) => c.tagName === 'CANVAS' && c.dataset.testid === 'trend-line-canvas')).toBe(true);
    const two = canvasesOf(overlay, 640, 900, 2, nearby);
    expect(two).toEqual(three.slice(0, 2));
    expect(overlay.style.height).toBe('900px');
    expect(log).toEqual(['watch 0', 'watch 1', 'watch 2', 'unwatch 2']);
  });
});

describe('nameCanvases', () => {
  it("gives the canvases the overlay's data-canvas as test id, and takes it away when the overlay has none", () => {
    const overlay = el('div');
    overlay.dataset.canvas = 'trend-under-canvas';
    const canvases = [el('canvas', '', overlay), el('canvas', '', overlay)];
    nameCanvases(overlay);
    expect(canvases.map((c) => c.getAttribute('data-testid'))).toEqual(['trend-under-canvas', 'trend-under-canvas']);
    delete overlay.dataset.canvas; // the table was left: hidden tables are not found by tests
    nameCanvases(overlay);
    expect(canvases.map((c) => c.hasAttribute('data-testid'))).toEqual([false, false]);
  });
});

describe('NearbyCanvases', () => {
  let observers: FakeIntersectionObserver[] = [];

  class FakeIntersectionObserver {
    watched = new Set<Element>();
    constructor(
      readonly callback: IntersectionObserverCallback,
      readonly options: IntersectionObserverInit,
    ) {
      observers.push(this);
    }
    observe(e: Element) {
      this.watched.add(e);
    }
    unobserve(e: Element) {
      this.watched.delete(e);
    }
    disconnect() {
      this.watched.clear();
    }
    report(entries: Array<[Element, boolean]>) {
      this.callback(
        entries.map(([target, isIntersecting]) => ({ target, isIntersecting }) as IntersectionObserverEntry),
        this as unknown as IntersectionObserver,
      );
    }
  }

  beforeEach(() => {
    observers = [];
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeIntersectionObserver;
  });
  afterEach(() => delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver);

  it('hides the canvases that leave the screen (half a screen around it) and shows them again', () => {
    const nearby = new NearbyCanvases();
    const [io] = observers;
    expect(io.options.rootMargin).toBe('50% 0px');
    const [a, b] = [el('canvas') as HTMLCanvasElement, el('canvas') as HTMLCanvasElement];
    nearby.watch(a);
    nearby.watch(b);
    expect(a.style.visibility).toBe(''); // shown until told otherwise
    io.report([
      [a, false],
      [b, true],
    ]);
    expect([a.style.visibility, b.style.visibility]).toEqual(['hidden', '']);
    io.report([[a, true]]);
    expect(a.style.visibility).toBe('');
  });

  it('shows and looks anew at the canvases of a table shown again; lets go of what it is told to', () => {
    const nearby = new NearbyCanvases();
    const [io] = observers;
    const a = el('canvas') as HTMLCanvasElement;
    nearby.watch(a);
    io.report([[a, false]]);
    nearby.rewatch([a]);
    expect(a.style.visibility).toBe('');
    expect(io.watched.has(a)).toBe(true);
    nearby.unwatch(a);
    expect(io.watched.has(a)).toBe(false);
    nearby.watch(a);
    nearby.disconnect();
    expect(io.watched.size).toBe(0);
  });

  it('does nothing where the browser has no IntersectionObserver', () => {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
    const nearby = new NearbyCanvases();
    const a = el('canvas') as HTMLCanvasElement;
    expect(() => {
      nearby.watch(a);
      nearby.rewatch([a]);
      nearby.unwatch(a);
      nearby.disconnect();
    }).not.toThrow();
    expect(a.style.visibility).toBe('');
  });
});

describe('canvasFits', () => {
  const canvas = (height: number, left: number, width: number) => {
    const c = el('canvas') as HTMLCanvasElement;
    Object.assign(c.dataset, { height: String(height), left: String(left), width: String(width) });
    return c;
  };
  const band: Band = { top: 0, height: 400 };

  it.each([
    ['the same size', canvas(400, 60, 500), true],
    ['a whole band tall (the last band below its rows)', canvas(CANVAS_BAND_HEIGHT, 60, 500), true],
    ['shorter than the band', canvas(399, 60, 500), false],
    ['another left edge', canvas(400, 61, 500), false],
    ['another width', canvas(400, 60, 499), false],
    ['never sized', el('canvas') as HTMLCanvasElement, false],
  ])('a bitmap of %s fits: %p', (_label, c, fits) => {
    expect(canvasFits(c, band, 60, 560)).toBe(fits);
  });
});

describe('bandContext', () => {
  /** A 2D context recording the calls that matter here. */
  function recording(canvas: HTMLCanvasElement) {
    const log: string[] = [];
    const ctx = {
      setTransform: (...a: number[]) => log.push(`transform ${a.join(',')}`),
      clearRect: (...a: number[]) => log.push(`clear ${a.join(',')}`),
      translate: (x: number, y: number) => log.push(`translate ${x},${y}`),
      save: () => log.push('save'),
      beginPath: () => undefined,
      rect: (...a: number[]) => log.push(`clip ${a.join(',')}`),
      clip: () => undefined,
    };
    canvas.getContext = (() => ctx) as never;
    return log;
  }

  const dpr = globalThis.devicePixelRatio;
  beforeAll(() => Object.defineProperty(globalThis, 'devicePixelRatio', { value: 2, configurable: true }));
  afterAll(() => Object.defineProperty(globalThis, 'devicePixelRatio', { value: dpr, configurable: true }));

  it('allocates a bitmap a whole band tall, placed over the key columns only', () => {
    const canvas = el('canvas') as HTMLCanvasElement;
    const log = recording(canvas);
    const got = bandContext(canvas, { top: 500, height: 300 }, 60, 560, true)!;
    expect(got.fresh).toBe(true);
    const height = CANVAS_BAND_HEIGHT;
    expect([canvas.style.left, canvas.style.top, canvas.style.width, canvas.style.height]).toEqual([
      '60px',
      '500px',
      '500px',
      `${height}px`,
    ]);
    expect([canvas.width, canvas.height]).toEqual([1000, 2 * height]);
    expect(canvas.dataset).toMatchObject({ height: String(height), dpr: '2', left: '60', width: '500' });
    // device pixels, table coordinates, clipped to the band; a new bitmap needs no clearing
    expect(log).toEqual(['transform 2,0,0,2,0,0', 'translate -60,0', 'save', 'clip 60,0,500,300']);
  });

  it('keeps a bitmap while live rows fill its band (cleared when asked), moving it with its band', () => {
    const canvas = el('canvas') as HTMLCanvasElement;
    const log = recording(canvas);
    bandContext(canvas, { top: 0, height: 300 }, 60, 560, true);
    const before = [canvas.width, canvas.height];
    for (const height of [325, CANVAS_BAND_HEIGHT - 1, CANVAS_BAND_HEIGHT]) {
      log.length = 0;
      const kept = bandContext(canvas, { top: 0, height }, 60, 560, true)!; // live rows made it grow
      expect(kept.fresh).toBe(false);
      expect([canvas.width, canvas.height]).toEqual(before);
      expect(log).toContain(`clear 0,0,500,${CANVAS_BAND_HEIGHT}`);
      expect(log).toContain(`clip 60,0,500,${height}`);
    }
    log.length = 0;
    bandContext(canvas, { top: 500, height: 300 }, 60, 560, false);
    expect(canvas.style.top).toBe('500px');
    expect(log.some((l) => l.startsWith('clear'))).toBe(false);
  });

  it('reallocates a bitmap that another width or left edge needs', () => {
    const canvas = el('canvas') as HTMLCanvasElement;
    recording(canvas);
    bandContext(canvas, { top: 0, height: 300 }, 60, 560, false);
    expect(bandContext(canvas, { top: 0, height: 300 }, 60, 600, false)!.fresh).toBe(true);
    expect(canvas.style.width).toBe('540px');
    expect(bandContext(canvas, { top: 0, height: 300 }, 40, 580, false)!.fresh).toBe(true);
    expect(canvas.style.left).toBe('40px');
  });

  it('sizes the canvas but draws nothing where there is no 2D context', () => {
    const canvas = el('canvas') as HTMLCanvasElement;
    canvas.getContext = (() => null) as never;
    expect(bandContext(canvas, { top: 0, height: 300 }, 0, 100, true)).toBeNull();
    expect(canvas.style.height).toBe(`${CANVAS_BAND_HEIGHT}px`);
  });
});
