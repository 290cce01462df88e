import { jihuaApi } from '../../api';
import { fixtureData, jihuaHttp } from '../../testing/jihuaHttp';
import { RecordStore } from './RecordStore';

describe('RecordStore', () => {
  it.each([
    [30, 91],
    [100, 21],
  ])('loads the %i-period rolling record (%i points over 120 periods)', async (window, points) => {
    const http = jihuaHttp(fixtureData(120));
    const store = new RecordStore('expert', 'jspk10', 'follow', { api: jihuaApi(http) });
    await store.load();
    if (window !== 30) {
      http.hold();
      const switching = store.setWindow(window as 100);
      expect(store.shown).toBeNull(); // a 30-period chart is not shown as the 100-period one
      http.release();
      await switching;
    }
    expect([store.shown?.window, store.shown?.points.length, store.shown?.method.name]).toEqual([
      window,
      points,
      '跟号',
    ]);
    expect(http.requests.at(-1)?.params).toEqual({ method: 'follow', window });
  });

  it('says the server’s message for an unknown expert', async () => {
    const store = new RecordStore('expert', 'jspk10', '1001', { api: jihuaApi(jihuaHttp()) });
    await store.load();
    expect(store.error).toBe('未知的计划方法：1001');
  });
});
