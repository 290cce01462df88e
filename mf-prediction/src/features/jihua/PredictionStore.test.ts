import type { PlanKind } from '@cp/shared/domain';
import { jihuaApi } from '../../api';
import { fixtureData, jihuaHttp } from '../../testing/jihuaHttp';
import { PredictionStore } from './PredictionStore';

const PAGE = '/v1/cp168/apis/jihua/:kind/:code';

function setup(periods = 60) {
  const data = fixtureData(periods);
  const http = jihuaHttp(data);
  const later: Array<() => void> = [];
  const store = new PredictionStore({ api: jihuaApi(http), later: (run) => later.push(run) });
  const asked = () => http.requestsTo('get', PAGE).map((r) => `${r.vars.kind}/${r.vars.code}?${r.params.method ?? ''}`);
  return { data, http, store, later, asked };
}

describe('PredictionStore', () => {
  it.each<[PlanKind, string, string[]]>([
    ['lmTj', 'hot', ['lmTj/jspk10?']],
    ['buyplan', 'buy5', ['buyplan/jspk10?']],
    ['shJh', 'hot', ['shJh/jspk10?']],
    // 专家推荐 shows every expert's card: one page per expert.
    [
      'expert',
      'hot',
      [
        'expert/jspk10?hot',
        'expert/jspk10?cold',
        'expert/jspk10?balanced',
        'expert/jspk10?follow',
        'expert/jspk10?random',
      ],
    ],
  ])('opens %s: loading, then the first method’s page', async (kind, first, requests) => {
    const { store, http, asked } = setup();
    http.hold();
    const done = store.open(kind, 'jspk10');
    expect([store.loading, store.page]).toEqual([true, null]);
    http.release();
    await done;
    expect(asked()).toEqual(requests);
    expect([store.loading, store.page?.kind, store.page?.method, store.method]).toEqual([false, kind, first, first]);
    expect(store.page?.recent).toHaveLength(30);
  });

  it('switches method: the new method’s page, the tabs kept while it loads', async () => {
    const { store, http, asked } = setup();
    await store.open('buyplan', 'jspk10');
    http.hold();
    const done = store.selectMethod('buy2');
    expect([store.page, store.method, store.methods.map((m) => m.id)]).toEqual([
      null,
      'buy2',
      ['buy5', 'buy3', 'buy2'],
    ]);
    http.release();
    await done;
    expect(store.page?.method).toBe('buy2');
    expect(asked()).toEqual(['buyplan/jspk10?', 'buyplan/jspk10?buy2']);
  });

  it('switches expert without asking again (every expert is loaded)', async () => {
    const { store, asked } = setup();
    await store.open('expert', 'jspk10');
    expect(store.selectMethod('cold')).toBeNull();
    expect(store.page?.method).toBe('cold');
    expect(asked()).toHaveLength(5);
  });

  it('keeps the failure with its message, and 重试 loads again', async () => {
    const { store, http } = setup();
    http.failNext();
    await store.open('shJh', 'jspk10');
    expect([store.page, store.error]).toEqual([null, '网络连接失败，请检查网络']);
    await store.retry();
    expect([store.error, store.page?.kind]).toEqual([null, 'shJh']);
  });

  it('says what the server says for an unknown lottery', async () => {
    const { store } = setup();
    await store.open('lmTj', 'nope');
    expect(store.error).toBe('未知彩种：nope');
  });

  it('reloads on a live draw keeping the shown page, and asks once more when the draw is not scored yet', async () => {
    const { store, data, http, later } = setup();
    await store.open('lmTj', 'jspk10');
    const before = store.page!;
    expect(before.next?.period).toBe('20261121-0458');
    http.hold();
    const drawn = data.jspk10.draw();
    const reloading = store.reload(drawn.period);
    expect(store.page).toBe(before); // no flicker: the old page stays while the new one loads
    http.release();
    await reloading;
    expect([store.page?.recent[0].period, store.page?.next?.period]).toEqual(['20261121-0458', '20261121-0459']);
    expect(later).toHaveLength(0);

    // The server has not scored 0459 yet when asked: one more request a moment later.
    await store.reload('20261121-0459');
    expect(later).toHaveLength(1);
    data.jspk10.draw();
    later[0]();
    await new Promise((r) => setTimeout(r, 0));
    expect(store.page?.recent[0].period).toBe('20261121-0459');
  });

  it.each<[PlanKind, PlanKind, 'twoSides' | 'numbers']>([
    ['lmTj', 'expert', 'twoSides'],
    ['lmTj', 'shJh', 'twoSides'],
    ['lmTj', 'buyplan', 'twoSides'],
    ['expert', 'lmTj', 'numbers'],
    ['shJh', 'lmTj', 'numbers'],
  ])('opening %s then %s clears the %s list at once', async (from, to, cleared) => {
    const { store, http } = setup();
    await store.open(from, 'jspk10');
    expect(store[cleared].length).toBeGreaterThan(0);
    http.hold();
    const done = store.open(to, 'jspk10');
    expect([store[cleared], store.page]).toEqual([[], null]);
    http.release();
    await done;
    expect(store[cleared]).toEqual([]);
    expect(store.page?.kind).toBe(to);
  });

  it('never shows one number list as another (杀号 after 专家, another lottery)', async () => {
    const { store, http } = setup();
    await store.open('expert', 'jspk10');
    http.hold();
    void store.open('shJh', 'jspk10');
    expect([store.numbers, store.page]).toEqual([[], null]);
    http.release();
    await new Promise((r) => setTimeout(r, 0));
    http.hold();
    void store.open('shJh', 'xyft');
    expect(store.page).toBeNull();
    http.release();
  });

  it('has no page before the first scored period, but says so through an empty record', async () => {
    const { store } = setup(0);
    await store.open('lmTj', 'jspk10');
    expect([store.page?.next, store.page?.recent]).toEqual([null, []]);
  });
});
