import { RootStore } from './RootStore';
import { fakeEnv, siteInfo } from '../testing';

describe('SiteStore', () => {
  it('loads site info and exposes name, announcement and hot lists', async () => {
    const { env, api } = fakeEnv();
    api.site.siteInfo.mockResolvedValue(siteInfo());
    const store = new RootStore(env);
    await store.site.load();
    expect(store.site.siteName).toBe('168开奖网');
    expect(store.site.marquee).toBe('公告');
    expect(store.site.hotCodes()).toEqual(['jspk10', 'hk6']);
    expect(store.site.hotCodes(true)).toEqual(['jsft', 'jspk10']);
  });

  it('falls back to the general hot list when the desktop home list is empty', async () => {
    const { env, api } = fakeEnv();
    api.site.siteInfo.mockResolvedValue(siteInfo({ homePageLotteries: { hotLotteryTab: [] } }));
    const store = new RootStore(env);
    await store.site.load();
    expect(store.site.hotCodes(true)).toEqual(['jspk10', 'hk6']);
  });

  it('silently ignores a failed load and keeps what it knew', async () => {
    const { env, api } = fakeEnv();
    const store = new RootStore(env);
    store.site.hydrate(siteInfo());
    api.site.siteInfo.mockRejectedValue(new Error('down'));
    await expect(store.site.load()).resolves.toBeUndefined();
    expect(store.site.siteName).toBe('168开奖网');
    expect(env.log?.error).not.toHaveBeenCalled();
  });

  it('is empty before any info arrives', () => {
    const store = new RootStore(fakeEnv().env);
    expect(store.site.siteName).toBe('');
    expect(store.site.hotCodes(true)).toEqual([]);
  });
});

describe('SeoStore', () => {
  it('loads the SEO data of a path', async () => {
    const { env, api } = fakeEnv();
    api.site.seoPage.mockResolvedValue({
      routing: '/changltx',
      titleSuffix: '长龙提醒 |',
      metaKeyword: '长龙',
      metaDescription: '长龙统计',
    });
    const store = new RootStore(env);
    await store.seo.load('/changltx');
    expect(api.site.seoPage).toHaveBeenCalledWith('/changltx');
    expect(store.seo.keywords).toBe('长龙');
    expect(store.seo.description).toBe('长龙统计');
  });

  it('silently ignores failures', async () => {
    const { env, api } = fakeEnv();
    api.site.seoPage.mockRejectedValue(new Error('down'));
    const store = new RootStore(env);
    await expect(store.seo.load('/')).resolves.toBeUndefined();
    expect(store.seo.page).toBeNull();
  });

  it('never lets a stale answer replace the current page', async () => {
    const { env, api } = fakeEnv();
    let answerFirst: (v: unknown) => void = () => undefined;
    api.site.seoPage
      .mockImplementationOnce(() => new Promise((r) => (answerFirst = r)))
      .mockResolvedValueOnce({ routing: '/b', titleSuffix: 'B |', metaKeyword: 'b', metaDescription: 'b' });
    const store = new RootStore(env);
    const first = store.seo.load('/a');
    await store.seo.load('/b');
    answerFirst({ routing: '/a', titleSuffix: 'A |', metaKeyword: 'a', metaDescription: 'a' });
    await first;
    expect(store.seo.keywords).toBe('b');
  });
});

describe('UiStore.pageTitle', () => {
  it('joins the page suffix and the site name', () => {
    const store = new RootStore(fakeEnv().env);
    store.site.hydrate(siteInfo());
    store.ui.setTitleSuffix('走势图表 |');
    expect(store.ui.pageTitle).toBe('走势图表 | 168开奖网');
  });

  it("falls back to the route's SEO suffix, then to the site name alone", async () => {
    const { env, api } = fakeEnv();
    api.site.seoPage.mockResolvedValue({
      routing: '/changltx',
      titleSuffix: '长龙提醒 |',
      metaKeyword: '',
      metaDescription: '',
    });
    const store = new RootStore(env);
    store.site.hydrate(siteInfo());
    expect(store.ui.pageTitle).toBe('168开奖网');
    await store.seo.load('/changltx');
    expect(store.ui.pageTitle).toBe('长龙提醒 | 168开奖网');
    store.ui.setTitleSuffix('极速赛车 长龙提醒 |');
    expect(store.ui.pageTitle).toBe('极速赛车 长龙提醒 | 168开奖网');
  });

  it('tracks the device', () => {
    const store = new RootStore(fakeEnv().env);
    expect(store.ui.device).toBe('desktop');
    store.ui.setDevice('mobile');
    expect(store.ui.device).toBe('mobile');
  });
});

describe('RootStore.onNavigate', () => {
  it('loads site info, the SEO data of the path and the public list', async () => {
    const { env, api } = fakeEnv();
    api.site.siteInfo.mockResolvedValue(siteInfo());
    api.site.seoPage.mockResolvedValue({ routing: '/x', titleSuffix: '', metaKeyword: '', metaDescription: '' });
    api.lotteries.publicLotteries.mockResolvedValue({});
    await new RootStore(env).onNavigate('/x');
    expect(api.site.siteInfo).toHaveBeenCalledTimes(1);
    expect(api.site.seoPage).toHaveBeenCalledWith('/x');
    expect(api.lotteries.publicLotteries).toHaveBeenCalledTimes(1);
  });
});
