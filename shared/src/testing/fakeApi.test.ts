import { createFakeApi, LOTTERY_FIXTURES } from './fakeApi';

describe('createFakeApi', () => {
  it('records every request, in order, and answers empty data by default', async () => {
    const { api, calls } = createFakeApi();
    expect(await api.publicLotteries()).toEqual({});
    expect(await api.planLotteryGroups('liangMian')).toEqual([]);
    expect(await api.drawInfos(['jspk10', 'xyft'])).toEqual([]);
    await expect(api.drawInfo('jspk10')).rejects.toThrow('no draw for jspk10');
    await expect(api.renewToken()).rejects.toThrow();
    expect(api.drawEventsUrl()).toBe('/v1/cp168/apis/draw/events');
    expect(calls).toEqual([
      'publicLotteries',
      'planLotteryGroups:liangMian',
      'drawInfos:jspk10,xyft',
      'drawInfo:jspk10',
      'renewToken',
    ]);
  });

  it('answers from the lottery fixtures when given them', async () => {
    const { api } = createFakeApi(LOTTERY_FIXTURES);
    expect(Object.keys(await api.publicLotteries())).toEqual(['jspk10', 'xyft', 'jsssc', 'hk6']);
    const series = async (kind: string) => (await api.planLotteryGroups(kind)).map((g) => g.series);
    expect(await series('liangMian')).toEqual(['时时彩', 'PK10']);
    expect(await series('zhuanJia')).toEqual(['六合彩', '时时彩', 'PK10']);
    expect((await api.lotteryGroups()).map((g) => g.series)).toEqual(['时时彩', 'PK10']);
    const [draw] = await api.drawInfos(['jsssc']);
    expect(draw.prePeriod?.balls).toEqual([1, 2, 3, 4, 5]);
    expect((await api.drawInfo('hk6')).prePeriod?.balls).toHaveLength(7);
    await expect(api.drawInfo('nope')).rejects.toThrow('no such lottery nope');
  });
});
