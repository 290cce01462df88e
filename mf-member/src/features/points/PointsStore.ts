import { makeAutoObservable, runInAction } from 'mobx';
import { isApiError } from '@cp/shared/api';
import { beijingDateRange } from '@cp/shared/domain';
import type { ScoreEntryDto } from '@cp/shared/domain';
import { LatestRequest } from '@cp/shared/stores';
import type { RootStore } from '@cp/shared/stores';
import { pointsApi } from '../../api';
import type { PointsApi } from '../../api';

export const HISTORY_PAGE_SIZE = 20;

/**
 * The member's points: balance and today's sign-in (GET me), the ledger history newest first
 * with a Beijing date range and a kind filter (GET me/scoreHistories), and the daily sign-in
 * (POST me/signin; a second one the same day is refused with 今日已签到).
 */
export class PointsStore {
  list: ScoreEntryDto[] = [];
  total = 0;
  page = 1;
  loaded = false;
  from = '';
  to = '';
  kind = '';
  /** A filter the server would refuse (the range), said before asking. */
  filterError: string | null = null;
  score: number | null = null;
  signedInToday = false;
  signing = false;
  /** The outcome of the last sign-in (+100 or the refusal), for the page to show. */
  signInMessage: string | null = null;
  readonly request = new LatestRequest({ errorMessage: '积分记录加载失败' });
  private readonly api: PointsApi;

  constructor(
    private readonly root: RootStore,
    options: { api?: PointsApi } = {},
  ) {
    this.api = options.api ?? pointsApi();
    makeAutoObservable<PointsStore, 'root' | 'api'>(
      this,
      { root: false, api: false, request: false },
      { autoBind: true },
    );
  }

  get loading(): boolean {
    return this.request.loading;
  }

  get error(): string | null {
    return this.request.error;
  }

  get pages(): number {
    return Math.max(1, Math.ceil(this.total / HISTORY_PAGE_SIZE));
  }

  setFrom(value: string): void {
    this.from = value;
  }

  setTo(value: string): void {
    this.to = value;
  }

  setKind(value: string): void {
    this.kind = value;
  }

  /** Loads the balance and the first page with the current filters. */
  async load(): Promise<void> {
    await Promise.all([this.loadSummary(), this.search()]);
  }

  /** The history from page 1 with the filters as they are now. */
  search(): Promise<void> {
    return this.goTo(1);
  }

  async goTo(page: number): Promise<void> {
    const range = beijingDateRange(this.from || undefined, this.to || undefined);
    if (!range.ok) {
      this.filterError = range.message;
      return;
    }
    this.filterError = null;
    const query = {
      from: this.from || undefined,
      to: this.to || undefined,
      kind: this.kind || undefined,
      page,
      size: HISTORY_PAGE_SIZE,
    };
    await this.request.run(
      () => this.api.history(query),
      (answer) => {
        this.list = answer.list;
        this.total = answer.total;
        this.page = answer.page;
        this.loaded = true;
      },
    );
  }

  async loadSummary(): Promise<void> {
    try {
      const me = await this.api.me();
      runInAction(() => {
        this.score = me.score;
        this.signedInToday = me.signedInToday;
      });
    } catch {
      // the history's own error state tells the member; the balance stays unknown
    }
  }

  /** Today's sign-in: +100 and the new balance, or the server's refusal (今日已签到). */
  async signIn(): Promise<void> {
    if (this.signing) return;
    this.signing = true;
    this.signInMessage = null;
    try {
      const answer = await this.api.signIn();
      runInAction(() => {
        this.score = answer.score;
        this.signedInToday = true;
        this.signInMessage = `签到成功，积分 +${answer.delta}`;
      });
      void this.root.member.refreshProfile();
      await this.search();
    } catch (e) {
      runInAction(() => {
        this.signInMessage = e instanceof Error && e.message ? e.message : '签到失败，请稍后重试';
        if (isApiError(e) && e.code === 'ALREADY_SIGNED_IN') this.signedInToday = true;
      });
    } finally {
      runInAction(() => (this.signing = false));
    }
  }
}
