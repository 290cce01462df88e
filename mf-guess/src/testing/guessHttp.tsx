import type { ComponentType } from 'react';
import type { GuessDto, RankingPageDto, RankingRowDto } from '@cp/shared/domain';
import type { RemoteRouteProps } from '@cp/shared/mf';
import { LOGIN_KEY, PROFILE_KEY } from '@cp/shared/stores';
import type { StoreEnv } from '@cp/shared/stores';
import { FakeHttp, renderRemote } from '@cp/shared/testing';
import type { FakeApi } from '@cp/shared/testing';
import { GuessApiProvider, guessApi } from '../api';

const APIS = '/v1/cp168/apis';

/** A guess as the server returns it. */
export function guess(over: Partial<GuessDto> = {}): GuessDto {
  return {
    id: 1,
    lotteryCode: 'jspk10',
    lotteryName: '极速赛车',
    period: '20261121-0458',
    position: 'hm1',
    positionLabel: '冠军',
    play: 'daxiao',
    playLabel: '大小',
    pick: '大',
    pickLabel: '大',
    stake: 10,
    odds: 1.98,
    status: 'open',
    payout: null,
    result: null,
    placedAt: '2026-11-21T09:30:41+08:00',
    settledAt: null,
    ...over,
  };
}

export function rankingRow(over: Partial<RankingRowDto> = {}): RankingRowDto {
  return {
    rank: 1,
    memberId: 11,
    nickname: '幸运星',
    avatarURL: null,
    guesses: 8,
    wins: 5,
    losses: 3,
    winRate: 0.625,
    profit: 30,
    ...over,
  };
}

export function rankingPage(over: Partial<RankingPageDto> = {}): RankingPageDto {
  const weeks = [
    { key: '2026-11-16', label: '2026-11-16 至 2026-11-22' },
    { key: '2026-11-09', label: '2026-11-09 至 2026-11-15' },
  ];
  return {
    kind: 'wins',
    lotteryCode: 'jspk10',
    week: weeks[0],
    weeks,
    list: [rankingRow()],
    total: 1,
    me: null,
    minGuesses: 4,
    ...over,
  };
}

export const STATS = {
  guesses: 4,
  open: 1,
  settled: 3,
  wins: 2,
  losses: 1,
  refunds: 0,
  winRate: 2 / 3,
  stakes: 30,
  payouts: 119,
  profit: 89,
  currentStreak: 1,
  longestStreak: 1,
};

/**
 * A FakeHttp answering the guess centre's endpoints as the server does: the open period
 * 20261121-0458 of jspk10 (closing 09:31:55), a member with 1,000 points, one ranked member.
 * `first` adds routes that answer before these.
 */
export function guessHttp(first: (http: FakeHttp) => FakeHttp = (http) => http): FakeHttp {
  // Routes given first win over the defaults (a FakeHttp answers with the first route that matches).
  return first(new FakeHttp())
    .on('get', `${APIS}/me`, () => ({
      userID: 7,
      userName: 'lucky_7',
      nickname: '',
      score: 1000,
      fansCount: 0,
      avatarURL: null,
      signedInToday: false,
    }))
    .on('get', `${APIS}/checkPrediction`, ({ params }) => ({
      lotteryCode: params.lotteryCode,
      period: params.period ?? '20261121-0458',
      openPeriod: '20261121-0458',
      drawTime: '2026-11-21T09:32:05+08:00',
      open: true,
      closesAt: '2026-11-21T09:31:55+08:00',
      serverTime: '2026-11-21T09:30:41+08:00',
      selections: [],
      remaining: 20,
    }))
    .on('get', `${APIS}/rankingWins`, () => rankingPage())
    .on('get', `${APIS}/rankingProfits`, () => rankingPage({ kind: 'profits' }))
    .on('get', `${APIS}/predictionStats/:id`, ({ vars }) => ({
      member: {
        userID: Number(vars.id),
        nickname: '幸运星',
        avatarURL: null,
        intro: '',
        fansCount: 2,
        subscribed: false,
      },
      week: { ...STATS, key: '2026-11-16', label: '2026-11-16 至 2026-11-22' },
      allTime: STATS,
    }))
    .on('get', `${APIS}/predictionsHistories/:id`, () => ({
      list: [guess({ id: 5, status: 'won', payout: 20, result: '大', settledAt: '2026-11-21T09:32:06+08:00' })],
      total: 1,
      page: 1,
      size: 20,
      includesOpen: false,
    }))
    .on('get', `${APIS}/subscribedUsers`, () => [])
    .on('get', `${APIS}/latestPredictions`, () => [
      {
        ...guess({ id: 5, status: 'won', payout: 20, result: '大' }),
        memberId: 11,
        nickname: '幸运星',
        avatarURL: null,
      },
    ])
    .on('get', `${APIS}/me/predictions`, () => ({
      list: [],
      total: 0,
      page: 1,
      size: 20,
      totals: { guesses: 0, open: 0, wins: 0, stakes: 0, payouts: 0, profit: 0 },
    }));
}

/** Stored login of member 7, as the shell keeps it. */
export function memberStorage() {
  const saved: Record<string, string> = {
    [LOGIN_KEY]: JSON.stringify({ token: 't0k', userID: 7, userName: 'lucky_7' }),
    [PROFILE_KEY]: JSON.stringify({ score: 1000, fansCount: 0, avatarURL: null }),
  };
  return { getItem: (k: string) => saved[k] ?? null, setItem: () => undefined, removeItem: () => undefined };
}

/** renderRemote with the guess centre's endpoints answered by `http`. */
export function renderGuess(
  Tree: ComponentType<RemoteRouteProps>,
  prefix: string,
  path: string,
  http: FakeHttp = guessHttp(),
  options: { api?: FakeApi; env?: Partial<StoreEnv> } = {},
) {
  function WithApi(props: RemoteRouteProps) {
    return (
      <GuessApiProvider api={guessApi(http)}>
        <Tree {...props} />
      </GuessApiProvider>
    );
  }
  return { http, ...renderRemote(WithApi, prefix, path, options.api, options.env) };
}
