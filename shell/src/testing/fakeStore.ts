import type { Api, DrawInfo, SiteInfo } from '@cp/shared/api';
import { RootStore } from '@cp/shared/stores';
import type { EventSourceLike, StoreEnv } from '@cp/shared/stores';
import { fakeApi } from '@cp/shared/testing';

// Every Api method a jest mock that never answers unless a test says otherwise; a lottery builder.
export { fakeApi, lottery } from '@cp/shared/testing';
export type { FakeApi } from '@cp/shared/testing';

export function memoryStorage(initial: Record<string, string> = {}): Storage {
  const map = new Map(Object.entries(initial));
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    key: (i: number) => [...map.keys()][i] ?? null,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, String(v)),
    removeItem: (k: string) => void map.delete(k),
  };
}

export class FakeEventSource implements EventSourceLike {
  onerror: ((event: Event) => void) | null = null;
  onopen: ((event: Event) => void) | null = null;
  private listeners: Array<(event: MessageEvent<string>) => void> = [];
  addEventListener(_type: 'draw', listener: (event: MessageEvent<string>) => void) {
    this.listeners.push(listener);
  }
  close() {}
  push(data: unknown) {
    this.listeners.forEach((l) => l({ data: JSON.stringify(data) } as MessageEvent<string>));
  }
}

/** A RootStore over a fake API, storage and event stream. */
export function fakeStore(env: Partial<StoreEnv> = {}) {
  const api = fakeApi();
  const sources: FakeEventSource[] = [];
  const store = new RootStore({
    api: api as unknown as Api,
    storage: memoryStorage(),
    openEventSource: () => {
      const s = new FakeEventSource();
      sources.push(s);
      return s;
    },
    log: { warn: jest.fn(), error: jest.fn() },
    ...env,
  });
  return { store, api, sources };
}

export function drawInfo(
  code: string,
  period: string,
  drawnAt = Date.now(),
  balls = [3, 8, 1, 10, 5, 2, 9, 4, 7, 6],
): DrawInfo {
  return {
    code,
    name: code,
    group: 'pk10',
    prePeriod: { code, period, balls, drawTime: new Date(drawnAt).toISOString(), ruleDetail: {} },
    nextPeriod: { period: `${period}+1`, drawTime: new Date(drawnAt + 75_000).toISOString() },
    serverTime: new Date(drawnAt).toISOString(),
  };
}

export function siteInfo(extra: Partial<SiteInfo['siteSetting']> = {}): SiteInfo {
  return {
    siteName: '168开奖网',
    siteSetting: {
      logo: null,
      headBanner: null,
      marquee: '公告',
      topAd: null,
      bottomAd: null,
      apkLink: null,
      hotLotteryTab: ['jspk10'],
      ...extra,
    },
    homePageLotteries: { hotLotteryTab: ['jspk10'] },
  };
}
