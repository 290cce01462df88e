import { makeAutoObservable } from 'mobx';
import type { RootStore } from './RootStore';

export type Device = 'desktop' | 'mobile';

/** Device and page title: a page sets its title suffix (e.g. '走势图表 |'), the site name follows. */
export class UiStore {
  device: Device = 'desktop';
  /** Set by the current page; null falls back to the SEO data of the route. */
  titleSuffix: string | null = null;

  constructor(private readonly root: RootStore) {
    makeAutoObservable<UiStore, 'root'>(this, { root: false }, { autoBind: true });
  }

  setDevice(device: Device): void {
    this.device = device;
  }

  setTitleSuffix(suffix: string | null): void {
    this.titleSuffix = suffix;
  }

  /** The document title: page suffix (or the route's SEO suffix) then the site name. */
  get pageTitle(): string {
    const suffix = this.titleSuffix ?? this.root.seo.page?.titleSuffix ?? '';
    return [suffix, this.root.site.siteName].filter(Boolean).join(' ');
  }
}
