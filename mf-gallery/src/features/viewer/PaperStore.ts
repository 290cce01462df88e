import { makeAutoObservable } from 'mobx';
import { parseBeijingDate } from '@cp/shared/domain';
import type { TukuCategory, TukuImage, TukuImagePage } from '@cp/shared/domain';
import { LatestRequest } from '@cp/shared/stores';
import type { RequestOutcome } from '@cp/shared/stores';
import { tukuApi } from '../../api';
import type { TukuApi, TukuImageQuery } from '../../api';

/** Papers per page of the period list (the server's most). */
export const PAPERS_PAGE_SIZE = 60;

/** Which way a period step goes: 上一期 = the older period, 下一期 = the newer one. */
export type PeriodStep = 'previous' | 'next';

export interface DateRange {
  /** Beijing dates YYYY-MM-DD; '' = open. */
  from: string;
  to: string;
}

const OPEN_RANGE: DateRange = { from: '', to: '' };

/** Why a date range cannot be asked for, in Chinese; null when it can. */
export function rangeProblem({ from, to }: DateRange): string | null {
  if (from && parseBeijingDate(from) === null) return '开始日期格式不正确';
  if (to && parseBeijingDate(to) === null) return '结束日期格式不正确';
  if (from && to && from > to) return '开始日期不能晚于结束日期';
  return null;
}

/**
 * One category's papers: the current paper, the periods before and after it, the period list
 * (filtered by an optional draw-date range, more pages on demand). The period to show comes
 * from outside (the page's ?p=); `open` asks for it unless it is already shown.
 */
export class PaperStore {
  page: TukuImagePage | null = null;
  /** Later pages of the period list, after page 1. */
  more: TukuImage[] = [];
  /** The range the list is filtered by, and the one being typed into the two date inputs. */
  range: DateRange = OPEN_RANGE;
  draft: DateRange = OPEN_RANGE;
  rangeError: string | null = null;
  readonly request = new LatestRequest({ errorMessage: '图纸加载失败' });
  readonly moreRequest = new LatestRequest({ errorMessage: '更多期数加载失败' });
  /** The range the shown page was asked with. */
  private pageRange: DateRange = OPEN_RANGE;
  private readonly api: TukuApi;

  constructor(
    readonly categoryId: string,
    options: { api?: TukuApi } = {},
  ) {
    this.api = options.api ?? tukuApi();
    makeAutoObservable<PaperStore, 'api'>(this, { api: false, request: false, moreRequest: false }, { autoBind: true });
  }

  get loading(): boolean {
    return this.request.loading;
  }

  get error(): string | null {
    return this.request.error;
  }

  get category(): TukuCategory | null {
    return this.page?.category ?? null;
  }

  get current(): TukuImage | null {
    return this.page?.current ?? null;
  }

  /** Loaded, and the category (in the range) has no paper yet. */
  get empty(): boolean {
    return this.page !== null && this.page.current === null;
  }

  get previousPeriod(): string | null {
    return this.page?.previousPeriod ?? null;
  }

  get nextPeriod(): string | null {
    return this.page?.nextPeriod ?? null;
  }

  /** The period list: the range's papers, newest first, as far as loaded. */
  get list(): TukuImage[] {
    return [...(this.page?.list ?? []), ...this.more];
  }

  get hasMore(): boolean {
    return this.page !== null && this.list.length < this.page.total;
  }

  get filtered(): boolean {
    return Boolean(this.range.from || this.range.to);
  }

  /** The period a step goes to, or null at that end of the category. */
  step(direction: PeriodStep): string | null {
    return direction === 'previous' ? this.previousPeriod : this.nextPeriod;
  }

  /**
   * Shows `period` (the newest in the range when undefined): asks the server unless that paper
   * is already shown with this range. 'shown' when nothing was asked.
   */
  open(period?: string): Promise<RequestOutcome | 'shown'> {
    const shown = this.page !== null && !this.request.loading && sameRange(this.pageRange, this.range);
    if (shown && period !== undefined && this.current?.period === period) return Promise.resolve('shown');
    return this.fetch(period);
  }

  retry(): Promise<RequestOutcome | null> {
    return this.request.retry();
  }

  setDraft(part: keyof DateRange, value: string): void {
    this.draft = { ...this.draft, [part]: value };
    this.rangeError = null;
  }

  /** 查询: filters the list by the typed range and shows its newest paper; false when the range is wrong. */
  applyRange(): boolean {
    const problem = rangeProblem(this.draft);
    this.rangeError = problem;
    if (problem) return false;
    this.range = this.draft;
    void this.fetch(undefined);
    return true;
  }

  /** Drops the range: the whole category again, at its newest paper. */
  clearRange(): void {
    this.draft = OPEN_RANGE;
    this.rangeError = null;
    this.range = OPEN_RANGE;
    void this.fetch(undefined);
  }

  /** The next page of the period list, appended. */
  loadMore(): Promise<RequestOutcome | null> {
    if (!this.page || !this.hasMore) return Promise.resolve(null);
    const page = 1 + Math.ceil(this.list.length / PAPERS_PAGE_SIZE);
    return this.moreRequest.run(
      () => this.api.images(this.query(this.current?.period, page)),
      (answer) => {
        const known = new Set(this.list.map((p) => p.id));
        this.more = [...this.more, ...answer.list.filter((p) => !known.has(p.id))];
      },
    );
  }

  private fetch(period: string | undefined): Promise<RequestOutcome> {
    const range = this.range;
    this.moreRequest.cancel();
    return this.request.run(
      () => this.api.images(this.query(period, 1)),
      (answer) => {
        this.page = answer;
        this.pageRange = range;
        this.more = [];
      },
    );
  }

  private query(period: string | undefined, page: number): TukuImageQuery {
    return {
      categoryId: this.categoryId,
      ...(period !== undefined ? { period } : {}),
      ...(this.range.from ? { from: this.range.from } : {}),
      ...(this.range.to ? { to: this.range.to } : {}),
      page,
      size: PAPERS_PAGE_SIZE,
    };
  }
}

function sameRange(a: DateRange, b: DateRange): boolean {
  return a.from === b.from && a.to === b.to;
}
