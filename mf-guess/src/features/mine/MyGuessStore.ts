import { makeAutoObservable } from 'mobx';
import type { MyGuessPage } from '@cp/shared/domain';
import { beijingDateRange } from '@cp/shared/domain';
import { LatestRequest } from '@cp/shared/stores';
import { guessApi } from '../../api';
import type { GuessApi } from '../../api';

export const MY_PAGE_SIZE = 20;
export type StatusFilter = '' | 'open' | 'settled';

/** 我的竞猜: the member's guesses with filters (this lottery or all, state, Beijing dates) and totals. */
export class MyGuessStore {
  allLotteries = false;
  status: StatusFilter = '';
  from = '';
  to = '';
  filterError: string | null = null;
  result: MyGuessPage | null = null;
  readonly request = new LatestRequest({ errorMessage: '竞猜记录加载失败' });
  private readonly api: GuessApi;

  constructor(
    readonly code: string,
    options: { api?: GuessApi } = {},
  ) {
    this.api = options.api ?? guessApi();
    makeAutoObservable<MyGuessStore, 'api'>(this, { api: false, request: false }, { autoBind: true });
  }

  get loading(): boolean {
    return this.request.loading;
  }

  get error(): string | null {
    return this.request.error;
  }

  get pages(): number {
    return Math.max(1, Math.ceil((this.result?.total ?? 0) / MY_PAGE_SIZE));
  }

  setAllLotteries(v: boolean): void {
    this.allLotteries = v;
  }

  setStatus(v: StatusFilter): void {
    this.status = v;
  }

  setFrom(v: string): void {
    this.from = v;
  }

  setTo(v: string): void {
    this.to = v;
  }

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
    await this.request.run(
      () =>
        this.api.mine({
          lotteryCode: this.allLotteries ? undefined : this.code,
          status: this.status || undefined,
          from: this.from || undefined,
          to: this.to || undefined,
          page,
          size: MY_PAGE_SIZE,
        }),
      (result) => {
        this.result = result;
      },
    );
  }
}
