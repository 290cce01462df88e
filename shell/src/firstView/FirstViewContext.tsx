import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import { http } from '@cp/shared/api';
import type { HttpClient } from '@cp/shared/api';
import { newsApi } from '../pages/news/newsApi';
import { NewsListStore } from '../pages/news/NewsStore';

/**
 * The page-local stores a first view loads before it renders (today the mobile home's news
 * list; the root store holds the rest). Each goes to the component that mounts with it: until
 * then every render that asks gets the same one (React may render a component more than once
 * before it mounts it: a tap during hydration restarts the render), afterwards a later visit of
 * the page makes and loads its own.
 */
export class FirstViewData {
  private homeNews: NewsListStore | null = null;

  /** `client`: the server's recording client while rendering, the shared one in the browser. */
  constructor(private readonly client: HttpClient = http) {}

  /** The mobile home's 公告资讯 list, made for the first view. */
  homeNewsFor(size: number): NewsListStore {
    this.homeNews ??= new NewsListStore(size, newsApi(this.client));
    return this.homeNews;
  }

  /** The preloaded news list for a render of the first view; null once mounted, or when none was loaded. */
  homeNewsToRender(): NewsListStore | null {
    return this.homeNews?.loaded ? this.homeNews : null;
  }

  /** A component has mounted with `store`: it is no longer the first view's to hand out. */
  mounted(store: NewsListStore): void {
    if (this.homeNews === store) this.homeNews = null;
  }
}

const Context = createContext<FirstViewData | null>(null);

export function FirstViewProvider({ data, children }: { data: FirstViewData | undefined; children: ReactNode }) {
  return <Context.Provider value={data ?? null}>{children}</Context.Provider>;
}

export const useFirstView = (): FirstViewData | null => useContext(Context);
