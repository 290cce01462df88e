import { makeAutoObservable } from 'mobx';
import type { JihuaRow, PlanKind } from '@cp/shared/domain';
import { LatestRequest } from '@cp/shared/stores';
import type { RequestOutcome } from '@cp/shared/stores';
import { jihuaApi } from '../../api';
import type { JihuaApi } from '../../api';

/** Rows a history page lists. */
export const HISTORY_SIZE = 30;

/** The paged record of one method (查看更多 and the expert detail page), newest first. */
export class HistoryStore {
  rows: JihuaRow[] | null = null;
  page = 1;
  total = 0;
  readonly request = new LatestRequest({ errorMessage: '历史记录加载失败' });
  private readonly api: JihuaApi;

  constructor(
    readonly kind: PlanKind,
    readonly code: string,
    readonly method: string,
    options: { api?: JihuaApi; size?: number } = {},
  ) {
    this.api = options.api ?? jihuaApi();
    this.size = options.size ?? HISTORY_SIZE;
    makeAutoObservable<HistoryStore, 'api'>(
      this,
      { api: false, request: false, kind: false, code: false, method: false },
      { autoBind: true },
    );
  }

  readonly size: number;

  get pages(): number {
    return Math.max(1, Math.ceil(this.total / this.size));
  }

  get loading(): boolean {
    return this.request.loading;
  }

  get error(): string | null {
    return this.request.error;
  }

  /** Loads a page (the shown rows stay until it arrives). */
  load(page = this.page): Promise<RequestOutcome> {
    return this.request.run(
      () => this.api.history(this.kind, this.code, { method: this.method, page, size: this.size }),
      (h) => {
        this.rows = h.rows;
        this.total = h.total;
        this.page = h.page;
      },
    );
  }

  retry(): Promise<RequestOutcome | null> {
    return this.request.retry();
  }
}
