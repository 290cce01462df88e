import { act, fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import type { ColumnWidths, Segments } from '../model';
import {
  designScale,
  firstWindowRule,
  scrollerProps,
  useSegmentWindow,
  windowRule,
  type WindowColumns,
} from './segmentWindow';

/**
 * Ten one-column segment boxes: key columns `key` design px wide (a box is that plus its 1-px
 * border), after a lead of 100 px at scale 1 (border 1, period 62, border 1, draw 23 + 2 × 6
 * padding, border 1). At scale 1 and keys of 199 px, box i spans [100 + 200 i, 300 + 200 i].
 */
function columns(key = 199, mobile = false): WindowColumns {
  const n = 10;
  const segments: Segments = {
    from: Int32Array.from({ length: n }, (_, i) => i),
    to: Int32Array.from({ length: n }, (_, i) => i + 1),
    width: new Float64Array(n).fill(key),
    of: Int32Array.from({ length: n }, (_, i) => i),
  };
  const widths: ColumnWidths = { period: 62, draw: 23, keys: new Array<number>(n).fill(key), total: 0 };
  return { segments, widths, mobile };
}

/** Edges of ten boxes `box` px wide from `lead`. */
const edges = (lead = 100, box = 200) =>
  Float64Array.from({ length: 20 }, (_, j) => lead + box * (j >> 1) + box * (j & 1));

const rule = (scope: string, ...children: string[]) =>
  `${children.map((c) => `.tt[data-sw="${scope}"] .r > .sg:nth-child(${c})`).join(', ')} { content-visibility: hidden; }`;

describe('windowRule', () => {
  it.each([
    ['the start, 1024 px wide: boxes 0–5 (the margin reaches 102 px further)', 0, 1024, rule('s', 'n+9')],
    ['the start, 500 px wide: boxes 0–2', 0, 500, rule('s', 'n+6')],
    ['scrolled to 1000, 500 px wide: boxes 4–7 (950–1550 px)', 1000, 500, rule('s', '-n+6', 'n+11')],
    ['the end: boxes 7–9', 1700, 500, rule('s', '-n+9')],
    ['wide enough for every box: no rule', 0, 2200, ''],
  ])('%s', (_label, left, width, css) => {
    expect(windowRule(edges(), left, width, 's')).toBe(css);
  });

  it('keeps a box whose edge only touches the margin out, and one reaching into it in', () => {
    // 500 px wide from 1000: the window with its margin is 950–1550
    expect(windowRule(edges(50), 1000, 500, 's')).toBe(rule('s', '-n+6', 'n+11')); // box 4 (850–1050) in, box 8 (1650) out
    expect(windowRule(edges(150), 1000, 500, 's')).toBe(rule('s', '-n+6', 'n+10')); // box 3 (750–950) out, box 7 (1550) out
  });
});

describe('designScale', () => {
  afterEach(() => document.documentElement.style.removeProperty('font-size'));

  it('is 1 on desktops whatever the rem size', () => {
    document.documentElement.style.fontSize = '75px';
    expect(designScale(false)).toBe(1);
  });

  it.each([
    ['37.5px', 1],
    ['39px', 1.04],
    ['75px', 2],
  ])('is the rem size over 37.5 on phones (%s → %p)', (size, scale) => {
    document.documentElement.style.fontSize = size;
    expect(designScale(true)).toBeCloseTo(scale, 10);
  });

  it('falls back to the computed rem size, then 16 px, without a size set by the shell', () => {
    const root = document.createElement('html');
    expect(designScale(true, root)).toBeCloseTo(16 / 37.5, 10);
  });
});

/** A ResizeObserver stand-in (jsdom has none): `report(width)` calls back as after a layout. */
class FakeResizeObserver {
  static made: FakeResizeObserver[] = [];
  observed: Element[] = [];
  disconnected = false;

  constructor(private readonly callback: ResizeObserverCallback) {
    FakeResizeObserver.made.push(this);
  }

  observe(el: Element) {
    this.observed.push(el);
  }

  unobserve() {}

  disconnect() {
    this.disconnected = true;
  }

  report(width: number) {
    act(() => this.callback([{ contentRect: { width } } as ResizeObserverEntry], this as unknown as ResizeObserver));
  }
}

function Table({ scope, cols, withFirst }: { scope: string; cols: WindowColumns; withFirst: boolean }) {
  const tableRef = useRef<HTMLDivElement>(null);
  const styleRef = useRef<HTMLStyleElement>(null);
  useSegmentWindow(tableRef, styleRef, scope, cols);
  return (
    <>
      <div ref={tableRef} className="tt" data-sw={scope} />
      <style ref={styleRef} data-testid={`style-${scope}`} {...(withFirst ? { 'data-ssr': '' } : {})}>
        {withFirst ? firstWindowRule(cols, scope) : ''}
      </style>
    </>
  );
}

function Page({ scopes = ['a'], cols = columns(), scroller = true, withFirst = false }) {
  const tables = scopes.map((s) => <Table key={s} scope={s} cols={cols} withFirst={withFirst} />);
  return scroller ? (
    <div data-testid="scroller" {...scrollerProps}>
      {tables}
    </div>
  ) : (
    <div>{tables}</div>
  );
}

const css = (scope = 'a') => screen.getByTestId(`style-${scope}`).textContent;

/** Scrolls the scroller sideways to `left` (jsdom does no layout: the offset is set by hand). */
function scrollTo(left: number) {
  const el = screen.getByTestId('scroller');
  Object.defineProperty(el, 'scrollLeft', { value: left, configurable: true });
  fireEvent.scroll(el);
}

describe('useSegmentWindow', () => {
  beforeEach(() => {
    FakeResizeObserver.made = [];
    (globalThis as { ResizeObserver?: unknown }).ResizeObserver = FakeResizeObserver;
  });
  afterEach(() => {
    delete (globalThis as { ResizeObserver?: unknown }).ResizeObserver;
    document.documentElement.style.removeProperty('font-size');
  });

  it('renders every box of a table outside a scroller', () => {
    render(<Page scroller={false} />);
    expect(css()).toBe('');
    expect(FakeResizeObserver.made).toHaveLength(0);
  });

  it('skips the far boxes from the first layout, at the window width until the scroller reports its own', () => {
    render(<Page />);
    expect(window.innerWidth).toBe(1024);
    expect(css()).toBe(rule('a', 'n+9'));
    FakeResizeObserver.made[0].report(500);
    expect(css()).toBe(rule('a', 'n+6'));
    FakeResizeObserver.made[0].report(0); // a scroller of no width (hidden) keeps the last width
    expect(css()).toBe(rule('a', 'n+6'));
  });

  it('rewrites the rule in the scroll event, for every table in the scroller, with one listener and observer', () => {
    render(<Page scopes={['a', 'b']} />);
    expect(FakeResizeObserver.made).toHaveLength(1);
    expect(FakeResizeObserver.made[0].observed).toEqual([screen.getByTestId('scroller')]);
    FakeResizeObserver.made[0].report(500);
    scrollTo(1000);
    expect(css('a')).toBe(rule('a', '-n+6', 'n+11'));
    expect(css('b')).toBe(rule('b', '-n+6', 'n+11'));
    scrollTo(0);
    expect(css('a')).toBe(rule('a', 'n+6'));
  });

  it('tells the tables nothing when the scroller only grew taller (a live draw’s row)', () => {
    const { container } = render(<Page scopes={['a', 'b']} />);
    const [observer] = FakeResizeObserver.made;
    observer.report(500);
    // Each table told fills its empty boxes (it looks for them) and rewrites its rule.
    const looks = ['a', 'b'].map((s) => jest.spyOn(container.querySelector(`[data-sw="${s}"]`)!, 'querySelectorAll'));
    observer.report(500); // the same width and offset: only the height changed
    for (const look of looks) expect(look).not.toHaveBeenCalled();
    expect(css()).toBe(rule('a', 'n+6'));
    observer.report(400);
    for (const look of looks) expect(look).toHaveBeenCalledTimes(1);
    expect(css('b')).toBe(rule('b', 'n+5'));
  });

  it('follows new column widths', () => {
    const { rerender } = render(<Page />);
    FakeResizeObserver.made[0].report(500);
    rerender(<Page cols={columns(99)} />); // boxes of 100 px from 100: 0–4 reach into 550 px
    expect(css()).toBe(rule('a', 'n+8'));
  });

  it('scales the boxes by the rem size on phones', () => {
    document.documentElement.style.fontSize = '75px'; // scale 2: lead 197 px, boxes of 399 px
    render(<Page cols={columns(199, true)} />);
    expect(css()).toBe(rule('a', 'n+6'));
  });

  it('lets go of the scroller once its last table left, and a table mounted later watches it anew', () => {
    const { rerender, unmount } = render(<Page scopes={['a', 'b']} />);
    const [observer] = FakeResizeObserver.made;
    observer.report(500);
    rerender(<Page scopes={['b']} />);
    expect(observer.disconnected).toBe(false);
    scrollTo(1000);
    expect(css('b')).toBe(rule('b', '-n+6', 'n+11'));
    const scroller = screen.getByTestId('scroller');
    const removed = jest.spyOn(scroller, 'removeEventListener');
    unmount();
    expect(observer.disconnected).toBe(true);
    expect(removed.mock.calls.map(([type]) => type)).toEqual(['scroll']);
    render(<Page />);
    expect(FakeResizeObserver.made).toHaveLength(2);
  });

  it('keeps the server’s rule while the view stays inside it, then follows the view', () => {
    // A phone at scale 1: the first rule is the window of 600 design px, boxes 0–2.
    document.documentElement.style.fontSize = '37.5px';
    const innerWidth = window.innerWidth;
    Object.defineProperty(window, 'innerWidth', { value: 375, configurable: true });
    const cols = columns(199, true);
    render(<Page cols={cols} withFirst />);
    Object.defineProperty(window, 'innerWidth', { value: innerWidth, configurable: true });
    const firstRule = rule('a', 'n+6');
    expect(firstWindowRule(cols, 'a')).toBe(firstRule);
    expect(css()).toBe(firstRule);
    FakeResizeObserver.made[0].report(375); // boxes 0–1 in view: inside the first rule's, kept
    expect(css()).toBe(firstRule);
    scrollTo(1000); // beyond it: the view's own rule from now on
    expect(css()).toBe(rule('a', '-n+6', 'n+10'));
    scrollTo(0);
    expect(css()).toBe(rule('a', 'n+5'));
  });
});
