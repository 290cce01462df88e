import { drawInfoOf, settle as flush } from '@cp/shared/testing';
import { seededHistory } from '../../../testing/histories';
import { trendServer } from '../../../testing/trendServer';
import { TrendPageStore } from '../store/TrendPageStore';
import { MARK, TrendPerfMarks } from './perfMarks';
import type { PaintedState } from './perfMarks';

/** Marks set, with their start times, by a perf whose clock the test moves. */
function fakePerf() {
  const marks: Array<[string, number]> = [];
  let now = 0;
  return {
    marks,
    tick: (ms: number) => (now += ms),
    perf: { mark: (name: string, start?: number) => void marks.push([name, start ?? now]), now: () => now },
  };
}

describe('TrendPerfMarks', () => {
  it.each([
    ['view', MARK.view, MARK.viewPainted],
    ['toggle', MARK.toggle, MARK.togglePainted],
    ['chunk', MARK.chunk, MARK.chunkPainted],
    ['answer', MARK.data, MARK.painted],
  ] as const)('%s: sets %s at once and %s once the table painted', (kind, start, painted) => {
    const { perf, marks } = fakePerf();
    const page: PaintedState = { loading: false, table: {} };
    const m = new TrendPerfMarks(page, perf);
    m.record({ kind });
    expect(marks.map(([name]) => name)).toEqual([start]);
    m.painted();
    expect(marks.map(([name]) => name)).toEqual([start, painted]);
    m.painted(); // each waits for one paint only
    expect(marks).toHaveLength(2);
  });

  it.each([
    ['loading', { loading: true, table: {} }],
    ['without a table', { loading: false, table: null }],
  ])('keeps the painted marks waiting while the page is %s', (_label, state) => {
    const { perf, marks } = fakePerf();
    const page = { ...state };
    const m = new TrendPerfMarks(page, perf);
    m.record({ kind: 'toggle' });
    m.painted();
    expect(marks.map(([name]) => name)).toEqual([MARK.toggle]);
    Object.assign(page, { loading: false, table: {} });
    m.painted();
    expect(marks.map(([name]) => name)).toEqual([MARK.toggle, MARK.togglePainted]);
  });

  it('starts the live span when the draw reached the page, and marks only a draw that added a row', () => {
    const { perf, marks, tick } = fakePerf();
    const m = new TrendPerfMarks({ loading: false, table: {} }, perf);
    tick(100);
    m.record({ kind: 'drawArrived' });
    tick(7); // the tables are extended meanwhile
    m.record({ kind: 'drawApplied', newRow: true });
    expect(marks).toEqual([[MARK.live, 100]]);
    m.record({ kind: 'drawArrived' });
    m.record({ kind: 'drawApplied', newRow: false });
    expect(m.take()).toEqual([MARK.livePainted, MARK.livePainted]);
    expect(marks).toHaveLength(1);
  });

  it('follows a trend page store: its first answer, its view changes and a live draw', async () => {
    const history = seededHistory('pk10', 200, 3);
    const server = trendServer({ jspk10: history.slice(0, -1) });
    const idle: Array<() => void> = [];
    const store = new TrendPageStore(server.root, 'jspk10', { api: server.api, idle: (fn) => idle.push(fn) });
    const { perf, marks } = fakePerf();
    const m = new TrendPerfMarks(store, perf);
    const stop = store.onActivity(m.record);
    await store.load();
    expect(marks.map(([name]) => name)).toEqual([MARK.data]);
    expect(m.take()).toEqual([MARK.painted]);
    idle[0](); // the prefetch answers in the background: no mark of its own
    await flush();
    store.setView('dingwei');
    store.setTab('hm4');
    expect(m.take()).toEqual([MARK.viewPainted, MARK.viewPainted]);
    store.applyDraw(drawInfoOf('jspk10', history[history.length - 1], 'x'), server.latestInfo('jspk10'));
    m.painted();
    expect(marks.map(([name]) => name)).toEqual([MARK.data, MARK.view, MARK.view, MARK.live, MARK.livePainted]);
    stop();
    store.toggle('presentLine');
    expect(marks).toHaveLength(5);
  });
});
