import { makeAutoObservable, runInAction } from 'mobx';
import { CATEGORY_ORDER, groupBySeries } from '../domain';
import type { Category, SeriesGroup } from '../domain';
import { withRetry } from '@cp/shared/api';
import type { PublicLottery } from '../domain/wire';
import type { RootStore } from './RootStore';

/** The plan kinds that have their own lottery list (specification: lottery lists per kind). */
export type LotteryKind = 'all' | 'shaHao' | 'zhuanJia' | 'liangMian' | 'gouCai' | 'jingCai';

/** One kind's list, fetched once and kept (`everStore`). */
export interface KindList {
  lotteryList: PublicLottery[];
  lotteryMap: Record<string, PublicLottery>;
  lotteryNameMapping: Record<string, string>;
  lotteryTypeItems: SeriesGroup<PublicLottery>[];
  everStore: boolean;
}

const emptyKind = (): KindList => ({
  lotteryList: [],
  lotteryMap: {},
  lotteryNameMapping: {},
  lotteryTypeItems: [],
  everStore: false,
});

/** The lottery catalogue and the per-kind lists, each fetched once and cached. */
export class LotteryStore {
  /** All lotteries keyed by code (GET /v1/public/cp). */
  map: Record<string, PublicLottery> = {};
  loaded = false;
  kinds: Record<LotteryKind, KindList> = {
    all: emptyKind(),
    shaHao: emptyKind(),
    zhuanJia: emptyKind(),
    liangMian: emptyKind(),
    gouCai: emptyKind(),
    jingCai: emptyKind(),
  };
  private publicPending: Promise<void> | null = null;
  private readonly kindPending = new Map<LotteryKind, Promise<void>>();

  constructor(private readonly root: RootStore) {
    makeAutoObservable<LotteryStore, 'root' | 'publicPending' | 'kindPending'>(
      this,
      { root: false, publicPending: false, kindPending: false },
      { autoBind: true },
    );
  }

  get list(): PublicLottery[] {
    return Object.values(this.map).sort((a, b) => a.sort - b.sort);
  }

  find(code: string | undefined): PublicLottery | undefined {
    return code ? this.map[code] : undefined;
  }

  /** Lotteries of a category grouped by series (menu "lottery hall"). */
  byCategory(category: Category): SeriesGroup<PublicLottery>[] {
    return groupBySeries(this.list.filter((l) => l.category === category));
  }

  get categories(): Array<{ category: Category; groups: SeriesGroup<PublicLottery>[] }> {
    return CATEGORY_ORDER.map((category) => ({ category, groups: this.byCategory(category) })).filter(
      (c) => c.groups.length > 0,
    );
  }

  /** Loads the public lottery list once; a failure is logged and retried after 3 s. */
  loadPublic(): Promise<void> {
    if (this.loaded) return Promise.resolve();
    this.publicPending ??= this.fetchPublic();
    return this.publicPending;
  }

  private async fetchPublic(): Promise<void> {
    const { env, api } = this.root;
    const map = await withRetry(() => api.lotteries.publicLotteries(), {
      setTimeout: env.setTimeout,
      onError: (err) => env.log?.error('[lotteries] public list failed, retrying in 3 s', err),
    });
    runInAction(() => {
      this.map = map;
      this.loaded = true;
    });
  }

  /** Loads one kind's list once (everStore); later calls reuse it. */
  loadKind(kind: LotteryKind): Promise<void> {
    if (this.kinds[kind].everStore) return Promise.resolve();
    let pending = this.kindPending.get(kind);
    if (!pending) {
      pending = this.fetchKind(kind).finally(() => this.kindPending.delete(kind));
      this.kindPending.set(kind, pending);
    }
    return pending;
  }

  private async fetchKind(kind: LotteryKind): Promise<void> {
    try {
      const groups =
        kind === 'all'
          ? await this.root.api.lotteries.lotteryGroups()
          : await this.root.api.lotteries.planLotteryGroups(kind);
      runInAction(() => {
        const list = groups.flatMap((g) => g.list);
        this.kinds[kind] = {
          lotteryList: list,
          lotteryMap: Object.fromEntries(list.map((l) => [l.code, l])),
          lotteryNameMapping: Object.fromEntries(list.map((l) => [l.code, l.name])),
          lotteryTypeItems: groups.map((g) => ({ series: g.series, label: g.label, sort: g.sort, list: g.list })),
          everStore: true,
        };
      });
    } catch (err) {
      this.root.env.log?.error(`[lotteries] ${kind} list failed`, err);
    }
  }
}
