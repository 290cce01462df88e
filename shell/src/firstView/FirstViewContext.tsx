import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import { http } from '@cp/shared/api';
import type { HttpClient } from '@cp/shared/api';
import { newsApi } from '../pages/news/newsApi';
import { NewsListStore } from '../pages/news/NewsStore';

/**
 * The page-local stores a first view loads before it renders (today the mobile home's news
 * list; the root store holds the rest). Each is handed out once, to the first component that
 * asks: a later visit of the page makes and loads its own.
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

  /** The preloaded news list, once; null afterwards or when none was loaded. */
  takeHomeNews(): NewsListStore | null {
    const store = this.homeNews;
    this.homeNews = null;
    return store?.loaded ? store : null;
  }
}

const Context = createContext<FirstViewData | null>(null);

export function FirstViewProvider({ data, children }: { data: FirstViewData | undefined; children: ReactNode }) {
  return <Context.Provider value={data ?? null}>{children}</Context.Provider>;
}

export const useFirstView = (): FirstViewData | null => useContext(Context);
