import { makeAutoObservable, runInAction } from 'mobx';
import type { SubscribedUserDto } from '@cp/shared/domain';
import { LatestRequest } from '@cp/shared/stores';
import type { RequestOutcome } from '@cp/shared/stores';
import { guessApi } from '../../api';
import type { GuessApi } from '../../api';

/** 我的订阅: the members followed, each with their open guesses; unsubscribing removes the row. */
export class SubscriptionStore {
  list: SubscribedUserDto[] | null = null;
  message: string | null = null;
  busy: number | null = null;
  readonly request = new LatestRequest({ errorMessage: '订阅列表加载失败' });
  private readonly api: GuessApi;

  constructor(options: { api?: GuessApi } = {}) {
    this.api = options.api ?? guessApi();
    makeAutoObservable<SubscriptionStore, 'api'>(this, { api: false, request: false }, { autoBind: true });
  }

  get loading(): boolean {
    return this.request.loading;
  }

  get error(): string | null {
    return this.request.error;
  }

  load(): Promise<RequestOutcome> {
    return this.request.run(
      () => this.api.subscriptions(),
      (list) => {
        this.list = list;
      },
    );
  }

  async unsubscribe(userID: number): Promise<void> {
    if (this.busy !== null) return;
    this.busy = userID;
    this.message = null;
    try {
      await this.api.unsubscribe(userID);
      runInAction(() => {
        this.list = (this.list ?? []).filter((m) => m.userID !== userID);
      });
    } catch (e) {
      runInAction(() => (this.message = e instanceof Error && e.message ? e.message : '取消订阅失败，请稍后重试'));
    } finally {
      runInAction(() => (this.busy = null));
    }
  }
}
