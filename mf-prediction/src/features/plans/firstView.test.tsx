import type { ReactNode } from 'react';
import { createFakeApi, fakeStore, hydrateRemoteFirstView, LOTTERY_FIXTURES } from '@cp/shared/testing';
import { JihuaApiProvider, jihuaApi } from '../../api';
import * as desktop from '../../expose/desktop';
import * as mobile from '../../expose/mobile';
import { jihuaHttp } from '../../testing/jihuaHttp';

/** One side: the fixture lotteries (their kind lists included) and the prediction endpoints. */
const side = () => ({
  root: fakeStore({ openEventSource: null, api: createFakeApi(LOTTERY_FIXTURES).api }, { timers: 'inert' }).store,
  http: jihuaHttp(),
});
const wrap = (children: ReactNode) => <JihuaApiProvider api={jihuaApi(jihuaHttp())}>{children}</JihuaApiProvider>;

describe('mf-prediction first views: a lottery’s page rendered by the server, hydrated as it is', () => {
  it.each([
    ['desktop 两面推荐', desktop, '/lmTj', '/lmTj/jspk10', '下期'],
    ['mobile 两面推荐', mobile, '/m/lmTj', '/m/lmTj/jspk10', '下期'],
    ['desktop 专家推荐', desktop, '/expert', '/expert/jspk10', '专家'],
    ['mobile 杀号计划', mobile, '/m/shJh', '/m/shJh/jspk10', '杀号'],
  ])('%s: in the HTML, no mismatch, nothing fetched twice', async (_, module, prefix, path, shown) => {
    const result = await hydrateRemoteFirstView(module, { prefix, path, wrap }, side(), side());
    result.unmount();
    // (booleans: the markup is long)
    expect(result.html.includes(shown)).toBe(true);
    expect(result.html.includes('加载中')).toBe(false);
    expect(result.errors).toEqual([]);
    expect(result.after).toBe(result.before);
    expect(result.fetched).toEqual([]);
  });

  it.each([
    ['the index (it redirects)', '/lmTj', '/lmTj'],
    ['an expert’s detail', '/expert', '/expert/jspk10/m1'],
    ['a lottery without predictions of the kind', '/lmTj', '/lmTj/nope'],
  ])('%s is left to the browser', async (_, prefix, path) => {
    const { root, http } = side();
    expect(await desktop.prepareFirstView({ path, prefix, root, client: http })).toBeNull();
  });
});
