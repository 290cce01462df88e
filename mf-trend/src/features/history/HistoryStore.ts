import { makeAutoObservable, runInAction } from 'mobx';
import type { DrawHistoryPage } from '@cp/shared/api';
import type { Family } from '@cp/shared/domain';
import type { RootStore } from '@cp/shared/stores';

/** Draws a history page shows. */
export const HISTORY_PAGE_SIZE = 30;

/**
 * State of the draw history of one lottery: the Beijing date picked in the calendar (or every
 * date), the page, and the loaded page of draws (newest first).
 */
export class HistoryStore {
  date: string | null = null;
  page = 1;
  data: DrawHistoryPage | null = null;
  loading = false;
  error: string | null = null;
  private seq = 0;

  constructor(
    private readonly root: RootStore,
    readonly code: string,
    readonly size = HISTORY_PAGE_SIZE,
  ) {
    makeAutoObservable<HistoryStore, 'root' | 'seq'>(this, { root: false, seq: false }, { autoBind: true });
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
    const seq = ++this.seq;
    this.loading = true;
    this.error = null;
    try {
      const data = await this.root.env.api.drawHistory(this.code, {
        date: this.date ?? undefined,
        page: this.page,
        size: this.size,
      });
      if (seq !== this.seq) return;
      runInAction(() => {
        this.data = data;
        this.loading = false;
      });
    } catch (err) {
      if (seq !== this.seq) return;
      runInAction(() => {
        this.error = err instanceof Error && err.message ? err.message : '历史开奖加载失败';
        this.loading = false;
      });
    }
  }
}
