import type { Category, Family, RuleDetail } from './types';
import type { TrendResult } from './trends/types';

/**
 * Wire shapes of the API (API.md), shared by the server that sends them and the client that
 * reads them; the server's OpenAPI document at /docs is the reference.
 */

export interface PublicLottery {
  code: string;
  name: string;
  cpType: string;
  group: Family;
  category: Category;
  series: string;
  sort: number;
  intervalSeconds: number;
  simulated: boolean;
}

/** A lottery of a plan kind's list (GET /v1/cp168/wap/jihua/cps): the lottery it is based on too. */
export type PlanLottery = PublicLottery & { baseCp: string };

/** Query of GET /v1/cp168/apis/cps: one category, or one lottery type. */
export interface LotteryGroupQuery {
  categoryCode?: string;
  cpType?: string;
}

export interface SeriesGroupDto<T = PublicLottery> {
  series: string;
  label: string;
  sort: number;
  list: T[];
}

export interface PublicDraw {
  code: string;
  period: string;
  balls: number[];
  drawTime: string;
  ruleDetail: RuleDetail;
}

export interface DrawInfo {
  code: string;
  name: string;
  group: Family;
  prePeriod: PublicDraw | null;
  nextPeriod: { period: string; drawTime: string };
  serverTime: string;
}

export interface DrawHistoryPage {
  list: PublicDraw[];
  total: number;
  page: number;
  size: number;
}

/** Query of GET /v1/cp168/apis/draw/history/{code}: a Beijing date (YYYY-MM-DD) or every date, a page. */
export interface DrawHistoryQuery {
  date?: string;
  page?: number;
  size?: number;
}

/** A picture of the mobile home's banner slider, linking to a page of the site (or elsewhere). */
export interface SiteBanner {
  image: string;
  link: string;
  /** What the picture says, for screen readers and as its caption. */
  title: string;
}

export interface SiteSetting {
  logo: string | null;
  headBanner: string | null;
  /** The mobile home's banner slider, in order (empty: the head banner alone). */
  banners: SiteBanner[];
  marquee: string;
  topAd: { image: string; link: string } | null;
  bottomAd: { image: string; link: string } | null;
  apkLink: { url: string; qrCode: string } | null;
  hotLotteryTab: string[];
}

export interface SiteInfo {
  siteName: string;
  siteSetting: SiteSetting;
  homePageLotteries: { hotLotteryTab: string[] };
}

export interface SeoPage {
  routing: string;
  titleSuffix: string;
  metaKeyword: string;
  metaDescription: string;
}

export interface TrendResponse {
  code: string;
  count: number;
  trends: Record<string, TrendResult>;
}

/** GET /v1/apis/ruleDetails/{code}: the family's rules text with the lottery it was asked for. */
export interface LotteryRuleText {
  code: string;
  name: string;
  group: Family;
  title: string;
  sections: Array<{ heading: string; paragraphs: string[] }>;
}

/** Query of GET /v1/cp168/apis/changlong: some lotteries (all when absent), a shortest streak. */
export interface StreakQuery {
  codes?: string[];
  min?: number;
}

export interface StreakDto {
  code: string;
  name: string;
  position: string;
  positionLabel: string;
  attribute: string;
  label: string;
  streak: number;
  period: string;
}

/** POST /v1/cp168/wap/renewToken: a fresh token for the one sent. */
export interface TokenDto {
  token: string;
}

/** The member API's shapes (accounts, profile, points, files, feedback): members/wire.ts. */
export type * from './members/wire';
