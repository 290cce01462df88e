import { createFakeApi, LOTTERY_FIXTURES } from './fakeApi';

describe('createFakeApi', () => {
  it('records every request, in order, and answers empty data by default', async () => {
    const { api, calls } = createFakeApi();
    expect(await api.lotteries.publicLotteries()).toEqual({});
    expect(await api.lotteries.planLotteryGroups('liangMian')).toEqual([]);
    expect(await api.draws.drawInfos(['jspk10', 'xyft'])).toEqual([]);
    await expect(api.draws.drawInfo('jspk10')).rejects.toMatchObject({ code: 'NOT_FOUND', httpStatus: 404 });
    await expect(api.member.renewToken()).rejects.toMatchObject({ httpStatus: 401, isUnauthorized: true });
    expect(api.draws.drawEventsUrl()).toBe('/v1/cp168/apis/draw/events');
    expect(api.draws.drawEventsUrl(['a', 'b'])).toBe('/v1/cp168/apis/draw/events?codes=a%2Cb');
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
    expect(Object.keys(await api.lotteries.publicLotteries())).toEqual(['jspk10', 'xyft', 'jsssc', 'hk6']);
    const series = async (kind: string) =>
      (await api.lotteries.planLotteryGroups(kind)).map((g: { series: string }) => g.series);
    expect(await series('liangMian')).toEqual(['时时彩', 'PK10']);
    expect(await series('zhuanJia')).toEqual(['六合彩', '时时彩', 'PK10']);
    expect((await api.lotteries.lotteryGroups()).map((g: { series: string }) => g.series)).toEqual(['时时彩', 'PK10']);
    const [draw] = await api.draws.drawInfos(['jsssc']);
    expect(draw.prePeriod?.balls).toEqual([1, 2, 3, 4, 5]);
    expect((await api.draws.drawInfo('hk6')).prePeriod?.balls).toHaveLength(7);
    await expect(api.draws.drawInfo('nope')).rejects.toThrow('no such lottery nope');
  });

  it("with answer 'never' keeps every call pending until the test answers it", async () => {
    const { api, calls } = createFakeApi({ answer: 'never', ...LOTTERY_FIXTURES });
    let settled = false;
    void api.site.siteInfo().then(() => (settled = true));
    await new Promise((r) => setTimeout(r, 5));
    expect(settled).toBe(false);
    api.site.seoPage.mockResolvedValueOnce({ routing: '/x', titleSuffix: 'X |', metaKeyword: '', metaDescription: '' });
    await expect(api.site.seoPage('/x')).resolves.toMatchObject({ titleSuffix: 'X |' });
    expect(calls).toEqual(['siteInfo']); // an answer the test set replaces the recording one
  });
});
