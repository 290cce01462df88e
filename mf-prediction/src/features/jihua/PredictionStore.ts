import { makeAutoObservable } from 'mobx';
import { METHOD_IDS } from '@cp/shared/domain';
import type { JihuaMethod, JihuaPage, PlanKind } from '@cp/shared/domain';
import { LatestRequest } from '@cp/shared/stores';
import type { RequestOutcome } from '@cp/shared/stores';
import { jihuaApi } from '../../api';
import type { JihuaApi } from '../../api';

/** What a page shows: a kind of a lottery, and a method (null: the server's first). */
export interface PredictionTarget {
  kind: PlanKind;
  code: string;
  method: string | null;
}

const sameList = (a: PredictionTarget | null, b: PredictionTarget) => !!a && a.kind === b.kind && a.code === b.code;

/**
 * The one page store of the prediction pages (specification section 4). It keeps two lists:
 * the two-sides list (两面推荐) and the number lists (专家推荐, 购彩计划, 杀号计划). Opening one
 * clears the other at once, so a stale list of the other kind is never shown while the new one
 * loads. 专家推荐 loads every expert's page (each card shows its next numbers); the other kinds
 * load the chosen method. A live reload keeps the shown data until the new answer arrives.
 */
export class PredictionStore {
  target: PredictionTarget | null = null;
  /** 两面推荐 pages of the open lottery, one per method loaded. */
  twoSides: JihuaPage[] = [];
  /** 专家推荐 / 购彩计划 / 杀号计划 pages of the open lottery and kind, one per method loaded. */
  numbers: JihuaPage[] = [];
  readonly request = new LatestRequest({ errorMessage: '预测数据加载失败' });
  private readonly api: JihuaApi;
  private readonly later: (run: () => void, ms: number) => void;
  private awaited: string | null = null;

  constructor(options: { api?: JihuaApi; later?: (run: () => void, ms: number) => void } = {}) {
    this.api = options.api ?? jihuaApi();
    this.later = options.later ?? ((run, ms) => void setTimeout(run, ms));
    makeAutoObservable<PredictionStore, 'api' | 'later' | 'awaited'>(
      this,
      { api: false, later: false, awaited: false, request: false },
      { autoBind: true },
    );
  }

  /** The list the open kind reads. */
  private get list(): JihuaPage[] {
    return this.target?.kind === 'lmTj' ? this.twoSides : this.numbers;
  }

  /** The page of the open kind, lottery and method, or null while it loads. */
  get page(): JihuaPage | null {
    const t = this.target;
    if (!t) return null;
    const of = this.list.filter((p) => p.kind === t.kind && p.code === t.code);
    return t.method === null ? (of[0] ?? null) : (of.find((p) => p.method === t.method) ?? null);
  }

  /** Every loaded page of the open kind and lottery (专家推荐: one per expert, in method order). */
  get pages(): JihuaPage[] {
    const t = this.target;
    return t ? this.list.filter((p) => p.kind === t.kind && p.code === t.code) : [];
  }

  /** The open kind's methods, known from any page of it loaded (so the tabs stay while one loads). */
  get methods(): JihuaMethod[] {
    return (this.page ?? this.pages[0])?.methods ?? [];
  }

  /** The method shown: the chosen one, else the page's. */
  get method(): string | null {
    return this.target?.method ?? this.page?.method ?? null;
  }

  get loading(): boolean {
    return this.request.loading;
  }

  get error(): string | null {
    return this.request.error;
  }

  /** Shows a kind of a lottery with a method (null: the first); loads unless it is shown already. */
  open(kind: PlanKind, code: string, method: string | null = null): Promise<RequestOutcome> | null {
    const next: PredictionTarget = { kind, code, method };
    const keep = sameList(this.target, next);
    if (kind === 'lmTj') this.numbers = [];
    else this.twoSides = [];
    if (!keep) {
      if (kind === 'lmTj') this.twoSides = [];
      else this.numbers = [];
    }
    this.target = next;
    return this.page && keep ? null : this.load();
  }

  /** Chooses a method of the open kind (a 专家推荐 page has every expert loaded already). */
  selectMethod(method: string): Promise<RequestOutcome> | null {
    if (!this.target) return null;
    return this.open(this.target.kind, this.target.code, method);
  }

  /**
   * A new draw of the lottery: loads again, keeping what is shown. When the answer does not have
   * `period` scored yet (the server scores just after the draw), asks once more a moment later.
   */
  reload(period?: string): Promise<RequestOutcome> | null {
    if (!this.target) return null;
    this.awaited = period ?? null;
    return this.load();
  }

  retry(): Promise<RequestOutcome | null> {
    return this.request.retry();
  }

  private load(): Promise<RequestOutcome> {
    const t = this.target!;
    const methods =
      t.kind === 'expert' ? [...new Set<string>([...METHOD_IDS, ...(t.method ? [t.method] : [])])] : [t.method];
    return this.request.run(
      () => Promise.all(methods.map((m) => this.api.page(t.kind, t.code, m ?? undefined))),
      (pages) => this.apply(t, pages),
    );
  }

  private apply(t: PredictionTarget, pages: JihuaPage[]) {
    if (t.kind === 'lmTj') {
      this.numbers = [];
      this.twoSides = pages;
    } else {
      this.twoSides = [];
      this.numbers = pages;
    }
    const awaited = this.awaited;
    this.awaited = null;
    if (awaited && pages[0]?.recent[0]?.period !== awaited) this.later(() => void this.reload(), 2000);
  }
}
