import { makeAutoObservable, runInAction } from 'mobx';
import type { SeoPage } from '../domain/wire';
import type { RootStore } from './RootStore';

/** SEO data of the current route: meta keywords, description and the default title suffix. */
export class SeoStore {
  page: SeoPage | null = null;
  private requested = '';

  constructor(private readonly root: RootStore) {
    makeAutoObservable<SeoStore, 'root' | 'requested'>(this, { root: false, requested: false }, { autoBind: true });
  }

  get keywords(): string {
    return this.page?.metaKeyword ?? '';
  }

  get description(): string {
    return this.page?.metaDescription ?? '';
  }

  /** Loads the SEO data of a path; failures are silently ignored; a stale answer never wins. */
  async load(routing: string): Promise<void> {
    this.requested = routing;
    try {
      const page = await this.root.api.site.seoPage(routing);
      runInAction(() => {
        if (this.requested === routing) this.page = page;
      });
    } catch {
      // The specification: failed SEO calls are silently ignored.
    }
  }
}
