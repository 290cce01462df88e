import { makeAutoObservable } from 'mobx';
import type { DrawHistoryPage, Family } from '@cp/shared/domain';
import { LatestRequest } from '@cp/shared/stores';
import type { RootStore } from '@cp/shared/stores';
import { historyApi } from '../../api';
import type { HistoryApi } from '../../api';

/** Draws a history page shows. */
export const HISTORY_PAGE_SIZE = 30;

export interface HistoryStoreOptions {
  /** The endpoint (tests pass a fake). */
  api?: HistoryApi;
  /** Draws a page. */
  size?: number;
}

/**
 * State of the draw history of one lottery: the Beijing date picked in the calendar (or every
 * date), the page, and the loaded page of draws (newest first). Only the latest request's page
 * is shown (`request`: loading, error, retry).
 */
export class HistoryStore {
  date: string | null = null;
  page = 1;
  data: DrawHistoryPage | null = null;
  readonly request = new LatestRequest({ errorMessage: '历史开奖加载失败' });
  readonly size: number;
  private readonly api: HistoryApi;

  constructor(
    private readonly root: RootStore,
    readonly code: string,
    options: HistoryStoreOptions = {},
  ) {
    this.api = options.api ?? historyApi();
    this.size = options.size ?? HISTORY_PAGE_SIZE;
    makeAutoObservable<HistoryStore, 'root' | 'api'>(
      this,
      { root: false, api: false, request: false, size: false, code: false },
      { autoBind: true },
    );
  }

  get loading(): boolean {
    return this.request.loading;
  }

  get error(): string | null {
    return this.request.error;
  }

  get lottery() {
    return this.root.lotteries.find(this.code);
  }

  get name(): string {
    return this.lottery?.name ?? this.code;
  }

  get group(): Family | undefined {
    return this.lottery?.group;
  }

  get notFound(): boolean {
    return this.root.lotteries.loaded && !this.lottery;
  }

  get pages(): number {
    return this.data ? Math.max(1, Math.ceil(this.data.total / this.size)) : 1;
  }

  setDate(date: string | null): void {
    this.date = date;
    this.page = 1;
    void this.load();
  }

  setPage(page: number): void {
    const p = Math.min(Math.max(1, Math.floor(page)), this.pages);
    if (p === this.page) return;
    this.page = p;
    void this.load();
  }

  async load(): Promise<void> {
    const query = { date: this.date ?? undefined, page: this.page, size: this.size };
    await this.request.run(
      () => this.api.drawHistory(this.code, query),
      (data) => (this.data = data),
    );
  }
}
