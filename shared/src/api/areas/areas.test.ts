import { FakeHttp, fakeAdapter, okReply } from '../../testing';
import { Http } from '../http';
import { shellApi } from './index';
import type { ShellApi } from './index';

type Call = (api: ShellApi) => Promise<unknown>;

/** A FakeHttp answering every GET and POST with what was asked, and the shell's areas over it. */
function setup() {
  const http = new FakeHttp('/api');
  const echo = ({ method, path, params }: { method: string; path: string; params: object }) => ({
    method,
    path,
    params,
  });
  for (const method of ['get', 'post'] as const) {
    http.on(method, '/v1/:a/:b', echo);
    http.on(method, '/v1/:a/:b/:c', echo);
    http.on(method, '/v1/:a/:b/:c/:d', echo);
    http.on(method, '/v1/:a/:b/:c/:d/:e', echo);
  }
  return { http, api: shellApi(http) };
}

describe('the shell API areas', () => {
  it.each<[string, Call, string, string, object]>([
    ['site.siteInfo', (a) => a.site.siteInfo(), 'get', '/v1/cp168/wap/site/info', {}],
    ['site.seoPage', (a) => a.site.seoPage('/m/changltx'), 'get', '/v1/apis/seo/page', { routing: '/m/changltx' }],
    ['lotteries.publicLotteries', (a) => a.lotteries.publicLotteries(), 'get', '/v1/public/cp', {}],
    [
      'lotteries.lotteryGroups',
      (a) => a.lotteries.lotteryGroups({ categoryCode: 'jisu' }),
      'get',
      '/v1/cp168/apis/cps',
      { categoryCode: 'jisu', cpType: undefined },
    ],
    [
      'lotteries.planLotteryGroups',
      (a) => a.lotteries.planLotteryGroups('shaHao'),
      'get',
      '/v1/cp168/wap/jihua/cps',
      { jihuaType: 'shaHao' },
    ],
    ['draws.drawInfo', (a) => a.draws.drawInfo('a/b'), 'get', '/v1/cp168/wap/draw/info/a%2Fb', {}],
    [
      'draws.drawInfos',
      (a) => a.draws.drawInfos(['jspk10', 'hk6']),
      'get',
      '/v1/cp168/wap/draw/infoDetail',
      { cpCode: 'jspk10,hk6' },
    ],
    ['rules.ruleText', (a) => a.rules.ruleText('a/b'), 'get', '/v1/apis/ruleDetails/a%2Fb', {}],
    ['member.renewToken', (a) => a.member.renewToken(), 'post', '/v1/cp168/wap/renewToken', {}],
    ['member.logout', (a) => a.member.logout(), 'post', '/v1/cp168/apis/logout', {}],
    ['member.me', (a) => a.member.me(), 'get', '/v1/cp168/apis/me', {}],
  ])('%s asks %s %s', async (_name, call, method, path, params) => {
    const { http, api } = setup();
    await expect(call(api)).resolves.toEqual({ method, path, params });
    expect(http.requests).toEqual([expect.objectContaining({ method, path, params })]);
  });

  it('gives the draw event stream URL under the base, for some codes or all', () => {
    const { api, http } = setup();
    expect(api.draws.drawEventsUrl()).toBe('/api/v1/cp168/apis/draw/events');
    expect(api.draws.drawEventsUrl(['jspk10', 'hk6'])).toBe('/api/v1/cp168/apis/draw/events?codes=jspk10%2Chk6');
    expect(api.draws.drawEventsUrl([], '1234')).toBe('/api/v1/cp168/apis/draw/events?lastEventId=1234');
    expect(http.requests).toEqual([]);
  });

  it('renews the token with the stored one in the Authorization header (over axios)', async () => {
    const { adapter, seen } = fakeAdapter(() => okReply({ token: 'new' }));
    const api = shellApi(new Http({ adapter, getToken: () => 'old' }));
    await expect(api.member.renewToken()).resolves.toEqual({ token: 'new' });
    expect(seen[0].method).toBe('post');
    expect(seen[0].headers.get('Authorization')).toBe('Bearer old');
  });
});
