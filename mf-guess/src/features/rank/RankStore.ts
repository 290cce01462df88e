import { makeAutoObservable } from 'mobx';
import type { RankingPageDto } from '@cp/shared/domain';
import { LatestRequest } from '@cp/shared/stores';
import type { RequestOutcome } from '@cp/shared/stores';
import { guessApi } from '../../api';
import type { GuessApi } from '../../api';

export type RankKind = 'wins' | 'profits';

/** Where the viewer stands: a guest, a member not ranked this week, among the rows, or pinned below them. */
export type OwnStanding = 'guest' | 'unranked' | 'listed' | 'pinned';

/** 排行榜: 胜率榜 / 盈利榜, a week of the picker, this lottery or every lottery. */
export class RankStore {
  kind: RankKind = 'wins';
  /** '' = this week. */
  week = '';
  allLotteries = false;
  page: RankingPageDto | null = null;
  readonly request = new LatestRequest({ errorMessage: '排行榜加载失败' });
  private readonly api: GuessApi;
  /** A logged-in member (the answer's `me` is theirs), or a guest. */
  readonly member: boolean;

  constructor(
    readonly code: string,
    options: { api?: GuessApi; member?: boolean } = {},
  ) {
    this.api = options.api ?? guessApi();
    this.member = options.member ?? false;
    makeAutoObservable<RankStore, 'api'>(this, { api: false, request: false, member: false }, { autoBind: true });
  }

  get loading(): boolean {
    return this.request.loading;
  }

  get error(): string | null {
    return this.request.error;
  }

  /** The member's own row when it is not among the rows shown. */
  get ownRowBelow() {
    const me = this.page?.me;
    if (!me || !this.page) return null;
    return this.page.list.some((r) => r.memberId === me.memberId) ? null : me;
  }

  get ownStanding(): OwnStanding | null {
    if (!this.page) return null;
    if (!this.member) return 'guest';
    if (!this.page.me) return 'unranked';
    return this.ownRowBelow ? 'pinned' : 'listed';
  }

  setKind(kind: RankKind): Promise<RequestOutcome> {
    this.kind = kind;
    return this.load();
  }

  setWeek(week: string): Promise<RequestOutcome> {
    this.week = week;
    return this.load();
  }

  setAllLotteries(all: boolean): Promise<RequestOutcome> {
    this.allLotteries = all;
    return this.load();
  }

  load(): Promise<RequestOutcome> {
    const query = { lotteryCode: this.allLotteries ? undefined : this.code, week: this.week || undefined };
    return this.request.run(
      () => this.api.ranking(this.kind, query),
      (page) => {
        this.page = page;
      },
    );
  }
}
