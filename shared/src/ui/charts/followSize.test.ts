import { followSize } from './followSize';

/** A ResizeObserver that reports when the test says so. */
class FakeObserver {
  static all: FakeObserver[] = [];
  observed: Element[] = [];
  disconnected = false;
  constructor(private readonly callback: () => void) {
    FakeObserver.all.push(this);
  }
  observe(el: Element) {
    this.observed.push(el);
  }
  disconnect() {
    this.disconnected = true;
  }
  report() {
    if (!this.disconnected) this.callback();
  }
}

/** A container whose size the test sets (all followSize reads of an element). */
function box(width: number, height: number) {
  const size = { width, height };
  const el = {
    get clientWidth() {
      return size.width;
    },
    get clientHeight() {
      return size.height;
    },
  } as HTMLElement;
  return { el, size };
}

function chart() {
  const calls: string[] = [];
  let disposed = false;
  return {
    calls,
    dispose: () => (disposed = true),
    chart: { resize: () => calls.push('resize'), isDisposed: () => disposed },
  };
}

describe('followSize', () => {
  const real = globalThis.ResizeObserver;
  beforeEach(() => {
    FakeObserver.all = [];
    globalThis.ResizeObserver = FakeObserver as unknown as typeof ResizeObserver;
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
    globalThis.ResizeObserver = real;
  });

  it.each([
    { label: 'the size it started with', w: 300, h: 200, times: 0 },
    { label: 'a wider container', w: 320, h: 200, times: 1 },
    { label: 'a taller container', w: 300, h: 240, times: 1 },
  ])('after a report of $label, resizes $times time(s), a task later, never inside the report', ({ w, h, times }) => {
    const { el, size } = box(300, 200);
    const c = chart();
    followSize(el, c.chart);
    const observer = FakeObserver.all[0];
    expect(observer.observed).toEqual([el]);
    Object.assign(size, { width: w, height: h });
    observer.report();
    observer.report(); // several reports before the task: one resize
    expect(c.calls).toEqual([]);
    jest.runAllTimers();
    expect(c.calls).toHaveLength(times);
  });

  it('resizes again only when the size changes again', () => {
    const { el, size } = box(300, 200);
    const c = chart();
    followSize(el, c.chart);
    const observer = FakeObserver.all[0];
    size.width = 400;
    observer.report();
    jest.runAllTimers();
    observer.report();
    jest.runAllTimers();
    size.width = 380;
    observer.report();
    jest.runAllTimers();
    expect(c.calls).toEqual(['resize', 'resize']);
  });

  it('does nothing once stopped (a report waiting included), nor for a disposed chart', () => {
    const { el, size } = box(300, 200);
    const c = chart();
    const stop = followSize(el, c.chart);
    const observer = FakeObserver.all[0];
    size.width = 400;
    observer.report();
    stop();
    jest.runAllTimers();
    expect(observer.disconnected).toBe(true);
    expect(c.calls).toEqual([]);

    const d = chart();
    followSize(el, d.chart);
    size.width = 500;
    FakeObserver.all[1].report();
    d.dispose();
    jest.runAllTimers();
    expect(d.calls).toEqual([]);
  });

  it('follows nothing where there is no ResizeObserver', () => {
    globalThis.ResizeObserver = undefined as unknown as typeof ResizeObserver;
    const c = chart();
    expect(() => followSize(box(1, 1).el, c.chart)()).not.toThrow();
    expect(c.calls).toEqual([]);
  });
});
