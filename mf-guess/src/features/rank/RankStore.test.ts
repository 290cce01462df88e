import { guessApi } from '../../api';
import { guessHttp, rankingPage, rankingRow } from '../../testing/guessHttp';
import { RankStore } from './RankStore';

describe('RankStore', () => {
  it.each([
    ['this lottery, this week', {}, '/v1/cp168/apis/rankingWins', { lotteryCode: 'jspk10' }],
    ['profits', { kind: 'profits' as const }, '/v1/cp168/apis/rankingProfits', { lotteryCode: 'jspk10' }],
    [
      'an earlier week',
      { week: '2026-11-09' },
      '/v1/cp168/apis/rankingWins',
      { lotteryCode: 'jspk10', week: '2026-11-09' },
    ],
    ['every lottery', { all: true }, '/v1/cp168/apis/rankingWins', {}],
  ])('asks for %s', async (_name, change, path, params) => {
    const http = guessHttp();
    const store = new RankStore('jspk10', { api: guessApi(http) });
    await store.load();
    if ('kind' in change) await store.setKind(change.kind);
    if ('week' in change) await store.setWeek(change.week);
    if ('all' in change) await store.setAllLotteries(change.all);
    const last = http.requests[http.requests.length - 1];
    expect([last.path, Object.fromEntries(Object.entries(last.params).filter(([, v]) => v !== undefined))]).toEqual([
      path,
      params,
    ]);
  });

  it.each([
    ['a guest', false, null, null, 'guest'],
    ['a member not ranked this week', true, null, null, 'unranked'],
    ['a member in the top rows', true, rankingRow({ memberId: 11 }), null, 'listed'],
    ['a member further down', true, rankingRow({ rank: 57, memberId: 7 }), 57, 'pinned'],
  ])('places the own row for %s', async (_name, member, me, pinned, standing) => {
    const http = guessHttp((h) => h.on('get', '/v1/cp168/apis/rankingWins', () => rankingPage({ me })));
    const store = new RankStore('jspk10', { api: guessApi(http), member });
    expect(store.ownStanding).toBeNull(); // nothing to say before the answer
    await store.load();
    expect([store.ownRowBelow?.rank ?? null, store.ownStanding]).toEqual([pinned, standing]);
  });

  it('keeps the chosen week when switching board or scope, and shows the week answered', async () => {
    const answer =
      (kind: 'wins' | 'profits') =>
      ({ params }: { params: Record<string, unknown> }) =>
        rankingPage({
          kind,
          lotteryCode: (params.lotteryCode as string | undefined) ?? null,
          week: params.week ? { key: params.week as string, label: `${params.week as string} 起` } : rankingPage().week,
        });
    const http = guessHttp((h) =>
      h
        .on('get', '/v1/cp168/apis/rankingWins', answer('wins'))
        .on('get', '/v1/cp168/apis/rankingProfits', answer('profits')),
    );
    const store = new RankStore('jspk10', { api: guessApi(http) });
    await store.load();
    expect(store.page?.week.key).toBe('2026-11-16');
    await store.setWeek('2026-11-09');
    await store.setKind('profits');
    await store.setAllLotteries(true);
    expect([store.page?.kind, store.page?.week.key, store.page?.lotteryCode]).toEqual(['profits', '2026-11-09', null]);
    expect(http.requests.map((r) => [r.path, r.params.week ?? null, r.params.lotteryCode ?? null])).toEqual([
      ['/v1/cp168/apis/rankingWins', null, 'jspk10'],
      ['/v1/cp168/apis/rankingWins', '2026-11-09', 'jspk10'],
      ['/v1/cp168/apis/rankingProfits', '2026-11-09', 'jspk10'],
      ['/v1/cp168/apis/rankingProfits', '2026-11-09', null],
    ]);
  });
});
