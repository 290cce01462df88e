import { makeAutoObservable, runInAction } from 'mobx';
import type { SiteInfo } from '../domain/wire';
import type { RootStore } from './RootStore';

/** Site information: name, logo, banner, announcement, hot lotteries. */
export class SiteStore {
  info: SiteInfo | null = null;

  constructor(private readonly root: RootStore) {
    makeAutoObservable<SiteStore, 'root'>(this, { root: false }, { autoBind: true });
  }

  get siteName(): string {
    return this.info?.siteName ?? '';
  }

  get marquee(): string {
    return this.info?.siteSetting.marquee ?? '';
  }

  /** Hot-lottery tabs: the desktop home list when asked for it, else the general one. */
  hotCodes(desktopHome = false): string[] {
    if (!this.info) return [];
    const home = this.info.homePageLotteries?.hotLotteryTab;
    return desktopHome && home?.length ? home : this.info.siteSetting.hotLotteryTab;
  }

  /** Seeds from the document the server rendered (no round trip on first paint). */
  hydrate(info: SiteInfo | null | undefined): void {
    if (info) this.info = info;
  }

  /** Loads site info; a failure is silently ignored (the last known info stays). */
  async load(): Promise<void> {
    try {
      const info = await this.root.api.site.siteInfo();
      runInAction(() => {
        this.info = info;
      });
    } catch {
      // The specification: failed site info calls are silently ignored.
    }
  }
}
