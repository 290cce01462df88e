import { makeAutoObservable, runInAction } from 'mobx';
import type { PredictionHistoryPage, PredictionStatsDto } from '@cp/shared/domain';
import { LatestRequest } from '@cp/shared/stores';
import type { RequestOutcome } from '@cp/shared/stores';
import { guessApi } from '../../api';
import type { GuessApi } from '../../api';

export const HISTORY_SIZE = 20;

/** 会员主页: a member's stats, fans and record; following them (not oneself) shows their open guesses. */
export class UserInfoStore {
  stats: PredictionStatsDto | null = null;
  history: PredictionHistoryPage | null = null;
  toggling = false;
  message: string | null = null;
  readonly request = new LatestRequest({ errorMessage: '会员资料加载失败' });
  readonly historyRequest = new LatestRequest({ errorMessage: '竞猜记录加载失败' });
  private readonly api: GuessApi;

  constructor(
    readonly memberId: number,
    /** The viewer's id, or null for a guest. */
    readonly viewer: number | null,
    options: { api?: GuessApi } = {},
  ) {
    this.api = options.api ?? guessApi();
    makeAutoObservable<UserInfoStore, 'api'>(
      this,
      { api: false, request: false, historyRequest: false },
      { autoBind: true },
    );
  }

  get loading(): boolean {
    return this.request.loading;
  }

  get error(): string | null {
    return this.request.error;
  }

  get isSelf(): boolean {
    return this.viewer === this.memberId;
  }

  /** A follow button: for a member looking at someone else. */
  get canSubscribe(): boolean {
    return this.viewer !== null && !this.isSelf;
  }

  get pages(): number {
    return Math.max(1, Math.ceil((this.history?.total ?? 0) / HISTORY_SIZE));
  }

  async load(): Promise<void> {
    await Promise.all([
      this.request.run(
        () => this.api.stats(this.memberId),
        (stats) => {
          this.stats = stats;
        },
      ),
      this.goTo(1),
    ]);
  }

  goTo(page: number): Promise<RequestOutcome> {
    return this.historyRequest.run(
      () => this.api.histories(this.memberId, { page, size: HISTORY_SIZE }),
      (history) => {
        this.history = history;
      },
    );
  }

  async toggleSubscription(): Promise<void> {
    if (!this.stats || !this.canSubscribe || this.toggling) return;
    this.toggling = true;
    this.message = null;
    const subscribed = this.stats.member.subscribed;
    try {
      const state = subscribed ? await this.api.unsubscribe(this.memberId) : await this.api.subscribe(this.memberId);
      runInAction(() => {
        if (this.stats) this.stats = { ...this.stats, member: { ...this.stats.member, ...state } };
      });
      await this.goTo(1); // open guesses appear (or go) with the subscription
    } catch (e) {
      runInAction(() => (this.message = e instanceof Error && e.message ? e.message : '操作失败，请稍后重试'));
    } finally {
      runInAction(() => (this.toggling = false));
    }
  }
}
