import { makeAutoObservable } from 'mobx';
import type { MyGuessPage } from '@cp/shared/domain';
import { beijingDateRange } from '@cp/shared/domain';
import { LatestRequest } from '@cp/shared/stores';
import type { RequestOutcome } from '@cp/shared/stores';
import { guessApi } from '../../api';
import type { GuessApi } from '../../api';
import type { MyGuessQuery } from '@cp/shared/domain';

export const MY_PAGE_SIZE = 20;
export type StatusFilter = '' | 'open' | 'settled';

/** 我的竞猜: the member's guesses with filters (a lottery or all, state, Beijing dates) and totals. */
export class MyGuessStore {
  /** '' = every lottery; the page's own lottery at first. */
  lotteryCode: string;
  status: StatusFilter = '';
  from = '';
  to = '';
  filterError: string | null = null;
  result: MyGuessPage | null = null;
  /** The filters of the last search, which the pages follow. */
  applied: Omit<MyGuessQuery, 'page' | 'size'>;
  readonly request = new LatestRequest({ errorMessage: '竞猜记录加载失败' });
  private readonly api: GuessApi;

  constructor(
    readonly code: string,
    options: { api?: GuessApi } = {},
  ) {
    this.api = options.api ?? guessApi();
    this.lotteryCode = code;
    this.applied = { lotteryCode: code };
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

  setLotteryCode(code: string): void {
    this.lotteryCode = code;
    this.applied = { lotteryCode: code };
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

  /** Applies the filters (the 查询 button) from page 1. */
  async search(): Promise<void> {
    const range = beijingDateRange(this.from || undefined, this.to || undefined);
    if (!range.ok) {
      this.filterError = range.message;
      return;
    }
    this.filterError = null;
    this.applied = {
      lotteryCode: this.lotteryCode || undefined,
      status: this.status || undefined,
      from: this.from || undefined,
      to: this.to || undefined,
    };
    await this.goTo(1);
  }

  /** A page of the last search (filters edited since but not applied do not count). */
  goTo(page: number): Promise<RequestOutcome> {
    const query = { ...this.applied, page, size: MY_PAGE_SIZE };
    return this.request.run(
      () => this.api.mine(query),
      (result) => {
        this.result = result;
      },
    );
  }
}
