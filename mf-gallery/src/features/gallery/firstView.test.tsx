import { fakeStore, hydrateRemoteFirstView } from '@cp/shared/testing';
import * as desktop from '../../expose/desktop';
import * as mobile from '../../expose/mobile';
import { tukuHttp } from '../../testing/tukuHttp';
import { fixtureSeries } from '../../testing/tukuData';

const side = () => ({
  root: fakeStore({ openEventSource: null }, { answer: 'empty', timers: 'inert' }).store,
  http: tukuHttp(),
});

describe('mf-gallery first views: the library rendered by the server, hydrated as it is', () => {
  const sixMark = fixtureSeries().find((s) => s.category.type === 'liuHe')!.category;
  it.each([
    ['desktop', desktop, '/images', '/images/liuHe'],
    ['mobile', mobile, '/m/images', '/m/images/liuHe'],
  ])('%s: the categories in the HTML, no mismatch, nothing fetched twice', async (_, module, prefix, path) => {
    const result = await hydrateRemoteFirstView(module, { prefix, path }, side(), side());
    result.unmount();
    expect(result.html).toContain(sixMark.name);
    expect(result.errors).toEqual([]);
    expect(result.after).toBe(result.before);
    expect(result.fetched).toEqual([]);
    expect(Object.keys(result.recorded)).toEqual(['/v1/cp168/wap/tukus/categoriesByPinyin?cpType=liuHe']);
  });

  it('prepares nothing for a path that is not a library (the redirect, a 404)', async () => {
    const { root, http } = side();
    for (const path of ['/images', '/images/other'])
      expect(await desktop.prepareFirstView({ path, prefix: '/images', root, client: http })).toBeUndefined();
  });
});
