import { RootStore } from './RootStore';
import { RETRY_DELAY_MS } from '../api';
import { fakeEnv, lottery } from '../testing';

const catalogue = {
  jspk10: lottery('jspk10', { sort: 1 }),
  jsft: lottery('jsft', { sort: 2 }),
  cqssc: lottery('cqssc', { group: 'ssc', category: 'gaopin', series: '时时彩', sort: 5 }),
};

describe('LotteryStore public list', () => {
  it('loads the public list once, however often it is asked', async () => {
    const { env, api } = fakeEnv();
    api.lotteries.publicLotteries.mockResolvedValue(catalogue);
    const store = new RootStore(env);
    await Promise.all([store.lotteries.loadPublic(), store.lotteries.loadPublic()]);
    await store.lotteries.loadPublic();
    expect(api.lotteries.publicLotteries).toHaveBeenCalledTimes(1);
    expect(store.lotteries.loaded).toBe(true);
    expect(store.lotteries.list.map((l) => l.code)).toEqual(['jspk10', 'jsft', 'cqssc']);
    expect(store.lotteries.find('cqssc')?.category).toBe('gaopin');
    expect(store.lotteries.find(undefined)).toBeUndefined();
  });

  it('logs a failure and tries again after 3 s', async () => {
    const { env, api, clock } = fakeEnv();
    api.lotteries.publicLotteries.mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce(catalogue);
    const store = new RootStore(env);
    const done = store.lotteries.loadPublic();
    await clock.advance(0);
    expect(api.lotteries.publicLotteries).toHaveBeenCalledTimes(1);
    expect(env.log?.error).toHaveBeenCalled();
    expect(clock.pending()).toEqual([RETRY_DELAY_MS]);
    await clock.advance(RETRY_DELAY_MS - 1);
    expect(api.lotteries.publicLotteries).toHaveBeenCalledTimes(1);
    await clock.advance(1);
    await done;
    expect(api.lotteries.publicLotteries).toHaveBeenCalledTimes(2);
    expect(store.lotteries.loaded).toBe(true);
  });

  it('groups a category by series for the menus', async () => {
    const { env, api } = fakeEnv();
    api.lotteries.publicLotteries.mockResolvedValue(catalogue);
    const store = new RootStore(env);
    await store.lotteries.loadPublic();
    expect(store.lotteries.byCategory('jisu')).toEqual([
      expect.objectContaining({ series: 'PK10', label: 'PK10 系列', list: [catalogue.jspk10, catalogue.jsft] }),
    ]);
    expect(store.lotteries.categories.map((c) => c.category)).toEqual(['jisu', 'gaopin']);
  });
});

describe('LotteryStore kind lists', () => {
  const groups = [{ series: 'PK10', label: 'PK10 系列', sort: 1, list: [{ ...catalogue.jspk10, baseCp: 'jspk10' }] }];

  it('fetches a kind once and keeps it (everStore)', async () => {
    const { env, api } = fakeEnv();
    api.lotteries.planLotteryGroups.mockResolvedValue(groups);
    const store = new RootStore(env);
    await Promise.all([store.lotteries.loadKind('shaHao'), store.lotteries.loadKind('shaHao')]);
    await store.lotteries.loadKind('shaHao');
    expect(api.lotteries.planLotteryGroups).toHaveBeenCalledTimes(1);
    expect(api.lotteries.planLotteryGroups).toHaveBeenCalledWith('shaHao');
    const kind = store.lotteries.kinds.shaHao;
    expect(kind.everStore).toBe(true);
    expect(kind.lotteryList.map((l) => l.code)).toEqual(['jspk10']);
    expect(kind.lotteryNameMapping).toEqual({ jspk10: 'jspk10' });
    expect(kind.lotteryTypeItems[0].label).toBe('PK10 系列');
    expect(store.lotteries.kinds.zhuanJia.everStore).toBe(false);
  });

  it("uses the general lottery groups for 'all'", async () => {
    const { env, api } = fakeEnv();
    api.lotteries.lotteryGroups.mockResolvedValue(groups);
    const store = new RootStore(env);
    await store.lotteries.loadKind('all');
    expect(api.lotteries.lotteryGroups).toHaveBeenCalledTimes(1);
    expect(api.lotteries.planLotteryGroups).not.toHaveBeenCalled();
    expect(store.lotteries.kinds.all.everStore).toBe(true);
  });

  it('leaves a failed kind unstored so a later call fetches it again', async () => {
    const { env, api } = fakeEnv();
    api.lotteries.planLotteryGroups.mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce(groups);
    const store = new RootStore(env);
    await store.lotteries.loadKind('gouCai');
    expect(store.lotteries.kinds.gouCai.everStore).toBe(false);
    expect(env.log?.error).toHaveBeenCalled();
    await store.lotteries.loadKind('gouCai');
    expect(api.lotteries.planLotteryGroups).toHaveBeenCalledTimes(2);
    expect(store.lotteries.kinds.gouCai.everStore).toBe(true);
  });
});
