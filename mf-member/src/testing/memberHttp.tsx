import type { ComponentType } from 'react';
import type { RemoteRouteProps } from '@cp/shared/mf';
import type { StoreEnv } from '@cp/shared/stores';
import { FakeHttp, renderRemote } from '@cp/shared/testing';
import type { FakeApi } from '@cp/shared/testing';
import { MemberApisProvider, accountApi, guessRecordApi, pointsApi, profileApi } from '../api';
import type { MemberApis } from '../api';

export const CAPTCHA = { captchaId: 'c1', image: 'data:image/svg+xml;base64,PHN2Zy8+', expiresAt: '' };
export const ME = {
  userID: 7,
  userName: 'lucky_7',
  nickname: '',
  score: 1100,
  fansCount: 3,
  avatarURL: null,
  signedInToday: false,
};

/** The record of a member without guesses. */
export const NO_GUESSES = {
  guesses: 0,
  open: 0,
  settled: 0,
  wins: 0,
  losses: 0,
  refunds: 0,
  winRate: 0,
  stakes: 0,
  payouts: 0,
  profit: 0,
  currentStreak: 0,
  longestStreak: 0,
};

/** A FakeHttp answering mf-member's endpoints the way the server does for a new member. */
export function memberHttp(): FakeHttp {
  return new FakeHttp()
    .on('get', '/v1/cp168/apis/verify', () => CAPTCHA)
    .on('get', '/v1/cp168/apis/me', () => ME)
    .on('get', '/v1/cp168/apis/me/scoreHistories', ({ params }) => ({
      list: [],
      total: 0,
      page: params.page ?? 1,
      size: 20,
    }))
    .on('get', '/v1/cp168/apis/me/predictionReport', () => ({
      week: { key: '2026-11-23', label: '2026-11-23 至 2026-11-29' },
      weeks: [{ key: '2026-11-23', label: '2026-11-23 至 2026-11-29' }],
      rows: [],
      totals: { week: NO_GUESSES, allTime: NO_GUESSES },
    }))
    .on('get', '/v1/cp168/apis/me/basicInfo', () => ({
      userID: 7,
      userName: 'lucky_7',
      nickname: '',
      intro: '',
      avatarURL: null,
      phone: null,
      createdAt: '2026-11-25T08:00:00+08:00',
    }));
}

/** mf-member's areas over one FakeHttp. */
export const apisOver = (http: FakeHttp): MemberApis => ({
  account: accountApi(http),
  profile: profileApi(http),
  points: pointsApi(http),
  guess: guessRecordApi(http),
});

/** renderRemote with mf-member's endpoints answered by `http`. */
export function renderMember(
  Tree: ComponentType<RemoteRouteProps>,
  prefix: string,
  path: string,
  http: FakeHttp = memberHttp(),
  options: { api?: FakeApi; env?: Partial<StoreEnv> } = {},
) {
  function WithApis(props: RemoteRouteProps) {
    return (
      <MemberApisProvider apis={apisOver(http)}>
        <Tree {...props} />
      </MemberApisProvider>
    );
  }
  return { http, ...renderRemote(WithApis, prefix, path, options.api, options.env) };
}
