import type { AxiosInstance } from 'axios';
import { createHttpClient } from './httpClient';
import type { HttpClientOptions } from './httpClient';
import type {
  DrawHistoryPage,
  DrawInfo,
  PublicLottery,
  RuleText,
  SeoPage,
  SeriesGroupDto,
  SiteInfo,
  StreakDto,
  TrendResponse,
} from './types';

/** Everything the front end asks the server for. Stores depend on this interface; tests fake it. */
export interface Api {
  siteInfo(): Promise<SiteInfo>;
  seoPage(routing: string): Promise<SeoPage>;
  publicLotteries(): Promise<Record<string, PublicLottery>>;
  lotteryGroups(query?: { categoryCode?: string; cpType?: string }): Promise<SeriesGroupDto[]>;
  planLotteryGroups(jihuaType: string): Promise<SeriesGroupDto<PublicLottery & { baseCp: string }>[]>;
  drawInfo(code: string): Promise<DrawInfo>;
  drawInfos(codes: string[]): Promise<DrawInfo[]>;
  drawHistory(code: string, query?: { date?: string; page?: number; size?: number }): Promise<DrawHistoryPage>;
  trends(code: string, trendTypes: string[], count: number): Promise<TrendResponse>;
  ruleText(code: string): Promise<RuleText>;
  streaks(query?: { codes?: string[]; min?: number }): Promise<StreakDto[]>;
  /** A fresh token for the stored one (the login check); rejects with 401 when it expired. */
  renewToken(): Promise<{ token: string }>;
  /** URL of the server-sent events stream of new draws for some codes (all when empty). */
  drawEventsUrl(codes?: string[]): string;
}

const enc = encodeURIComponent;

/** The Api over HTTP (default profile unless told otherwise). */
export class ApiClient implements Api {
  readonly http: AxiosInstance;
  private readonly base: string;

  constructor(options: HttpClientOptions = {}) {
    this.http = createHttpClient(options);
    this.base = (this.http.defaults.baseURL ?? '/').replace(/\/$/, '');
  }

  private async get<T>(url: string, params?: Record<string, unknown>): Promise<T> {
    const res = await this.http.get<T>(url, { params });
    return res.data;
  }

  siteInfo() {
    return this.get<SiteInfo>('/v1/cp168/wap/site/info');
  }

  seoPage(routing: string) {
    return this.get<SeoPage>('/v1/apis/seo/page', { routing });
  }

  publicLotteries() {
    return this.get<Record<string, PublicLottery>>('/v1/public/cp');
  }

  lotteryGroups(query: { categoryCode?: string; cpType?: string } = {}) {
    return this.get<SeriesGroupDto[]>('/v1/cp168/apis/cps', query);
  }

  planLotteryGroups(jihuaType: string) {
    return this.get<SeriesGroupDto<PublicLottery & { baseCp: string }>[]>('/v1/cp168/wap/jihua/cps', { jihuaType });
  }

  drawInfo(code: string) {
    return this.get<DrawInfo>(`/v1/cp168/wap/draw/info/${enc(code)}`);
  }

  drawInfos(codes: string[]) {
    return this.get<DrawInfo[]>('/v1/cp168/wap/draw/infoDetail', { cpCode: codes.join(',') });
  }

  drawHistory(code: string, query: { date?: string; page?: number; size?: number } = {}) {
    return this.get<DrawHistoryPage>(`/v1/cp168/apis/draw/history/${enc(code)}`, query);
  }

  trends(code: string, trendTypes: string[], count: number) {
    return this.get<TrendResponse>(`/v1/cp168/apis/cpTrend/${enc(code)}`, { trendTypes: trendTypes.join(','), count });
  }

  ruleText(code: string) {
    return this.get<RuleText>(`/v1/apis/ruleDetails/${enc(code)}`);
  }

  streaks(query: { codes?: string[]; min?: number } = {}) {
    return this.get<StreakDto[]>('/v1/cp168/apis/changlong', {
      codes: query.codes?.join(',') || undefined,
      min: query.min,
    });
  }

  async renewToken() {
    const res = await this.http.post<{ token: string }>('/v1/cp168/wap/renewToken');
    return res.data;
  }

  drawEventsUrl(codes: string[] = []) {
    const q = codes.length ? `?codes=${enc(codes.join(','))}` : '';
    return `${this.base}/v1/cp168/apis/draw/events${q}`;
  }
}
