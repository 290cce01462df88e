import { makeAutoObservable, reaction } from 'mobx';
import type { StreakDto } from '@cp/shared/domain';
import { LatestRequest } from '@cp/shared/stores';
import type { RootStore } from '@cp/shared/stores';
import { changlongApi } from '../../api';
import type { ChanglongApi } from '../../api';

export type AttributeFilter = 'all' | 'daxiao' | 'danshuang' | 'longhu';

export const ATTRIBUTE_LABELS: Record<AttributeFilter, string> = {
  all: '全部',
  daxiao: '大小',
  danshuang: '单双',
  longhu: '龙虎',
};

/** How long the page waits after a draw before asking again, so a burst of draws is one request. */
export const RELOAD_DELAY_MS = 800;

/**
 * The dragon reminders (长龙提醒): the current streaks of every lottery from the changlong
 * endpoint, longest first, filtered by lottery and attribute, reloaded whenever a watched
 * lottery draws. Only the latest request's list is shown (`request`); a failed reload keeps its
 * notice until a reload succeeds.
 */
export class ChanglongStore {
  list: StreakDto[] = [];
  loaded = false;
  code = 'all';
  attribute: AttributeFilter = 'all';
  readonly request = new LatestRequest({ errorMessage: '长龙数据加载失败', keepErrorWhileLoading: true });
  private readonly api: ChanglongApi;

  constructor(
    private readonly root: RootStore,
    options: { api?: ChanglongApi } = {},
  ) {
    this.api = options.api ?? changlongApi();
    makeAutoObservable<ChanglongStore, 'root' | 'api'>(
      this,
      { root: false, api: false, request: false },
      { autoBind: true },
    );
  }

  get loading(): boolean {
    return this.request.loading;
  }

  get error(): string | null {
    return this.request.error;
  }

  get filtered(): StreakDto[] {
    return this.list.filter(
      (s) =>
        (this.code === 'all' || s.code === this.code) && (this.attribute === 'all' || s.attribute === this.attribute),
    );
  }

  /** Lotteries offered by the lottery filter: the catalogue's, in sort order. */
  get lotteries() {
    return this.root.lotteries.list;
  }

  setCode(code: string): void {
    this.code = code;
  }

  setAttribute(attribute: AttributeFilter): void {
    this.attribute = attribute;
  }

  async load(): Promise<void> {
    await this.request.run(
      () => this.api.streaks(),
      (list) => {
        this.list = [...list].sort((a, b) => b.streak - a.streak);
        this.loaded = true;
      },
    );
  }

  /**
   * Keeps the list live: watches every lottery's draws (the DrawStore's push and poll) and
   * reloads shortly after any of them draws. Returns the function that stops.
   */
  startLive(delay = RELOAD_DELAY_MS): () => void {
    let unwatch: (() => void) | null = null;
    const stopCodes = reaction(
      () => this.root.lotteries.list.map((l) => l.code).join(','),
      (codes) => {
        unwatch?.();
        unwatch = codes ? this.root.draws.watch(codes.split(',')) : null;
      },
      { fireImmediately: true },
    );
    const stopDraws = reaction(
      () => this.root.lotteries.list.map((l) => this.root.draws.info(l.code)?.prePeriod?.period ?? '').join(','),
      () => void this.load(),
      { delay },
    );
    return () => {
      stopCodes();
      stopDraws();
      unwatch?.();
    };
  }
}
