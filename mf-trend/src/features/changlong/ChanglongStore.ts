import { makeAutoObservable, reaction, runInAction } from 'mobx';
import type { StreakDto } from '@cp/shared/api';
import type { RootStore } from '@cp/shared/stores';

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
 * lottery draws.
 */
export class ChanglongStore {
  list: StreakDto[] = [];
  loaded = false;
  loading = false;
  error: string | null = null;
  code = 'all';
  attribute: AttributeFilter = 'all';
  private seq = 0;

  constructor(private readonly root: RootStore) {
    makeAutoObservable<ChanglongStore, 'root' | 'seq'>(this, { root: false, seq: false }, { autoBind: true });
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
    const seq = ++this.seq;
    this.loading = true;
    try {
      const list = await this.root.env.api.streaks();
      if (seq !== this.seq) return;
      runInAction(() => {
        this.list = [...list].sort((a, b) => b.streak - a.streak);
        this.loaded = true;
        this.loading = false;
        this.error = null;
      });
    } catch (err) {
      if (seq !== this.seq) return;
      runInAction(() => {
        this.error = err instanceof Error && err.message ? err.message : '长龙数据加载失败';
        this.loading = false;
      });
    }
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
