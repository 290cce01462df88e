import type { Api, DrawInfo, PublicLottery, SiteInfo } from '../../api';
import type { EventSourceLike, StoreEnv } from '../types';

/** Every Api method as a jest mock; tests set the answers they need. */
export type FakeApi = { [K in keyof Api]: jest.Mock };

export function fakeApi(): FakeApi {
  const never = () => jest.fn(() => new Promise(() => undefined));
  return {
    siteInfo: never(),
    seoPage: never(),
    publicLotteries: never(),
    lotteryGroups: never(),
    planLotteryGroups: never(),
    drawInfo: never(),
    drawInfos: never(),
    drawHistory: never(),
    trends: never(),
    ruleText: never(),
    streaks: never(),
    renewToken: never(),
    drawEventsUrl: jest.fn((codes: string[] = []) => `/events${codes.length ? `?codes=${codes.join(',')}` : ''}`),
  };
}

/** A Storage stand-in over a Map. */
export function fakeStorage(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial));
  return {
    map,
    getItem: jest.fn((k: string) => map.get(k) ?? null),
    setItem: jest.fn((k: string, v: string) => void map.set(k, v)),
    removeItem: jest.fn((k: string) => void map.delete(k)),
  };
}

/** A manual clock with timers: `advance(ms)` runs what falls due, letting promises settle in between. */
export class FakeClock {
  now = Date.parse('2026-11-21T09:30:00.000+08:00');
  private seq = 0;
  timers = new Map<number, { at: number; ms: number; fn: () => void }>();

  setTimeout = jest.fn((fn: () => void, ms: number) => {
    const id = ++this.seq;
    this.timers.set(id, { at: this.now + ms, ms, fn });
    return id;
  });

  clearTimeout = jest.fn((id: unknown) => {
    this.timers.delete(id as number);
  });

  /** Delays of the pending timers, soonest first. */
  pending(): number[] {
    return [...this.timers.values()].sort((a, b) => a.at - b.at).map((t) => t.at - this.now);
  }

  async advance(ms: number): Promise<void> {
    const end = this.now + ms;
    for (;;) {
      await settle();
      const due = [...this.timers.entries()].filter(([, t]) => t.at <= end).sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      this.timers.delete(due[0]);
      this.now = due[1].at;
      due[1].fn();
    }
    this.now = end;
    await settle();
  }
}

/** Lets pending promise callbacks run. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 5; i++) await new Promise((r) => setImmediate(r));
}

/** A server-sent events stand-in: `push` delivers a `draw` event. */
export class FakeEventSource implements EventSourceLike {
  static opened: FakeEventSource[] = [];
  onerror: ((event: Event) => void) | null = null;
  onopen: ((event: Event) => void) | null = null;
  closed = false;
  private listeners: Array<(event: MessageEvent<string>) => void> = [];

  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }

  addEventListener(_type: 'draw', listener: (event: MessageEvent<string>) => void): void {
    this.listeners.push(listener);
  }

  close(): void {
    this.closed = true;
  }

  push(data: unknown): void {
    const text = typeof data === 'string' ? data : JSON.stringify(data);
    this.listeners.forEach((l) => l({ data: text } as MessageEvent<string>));
  }
}

export function fakeEnv(overrides: Partial<StoreEnv> = {}) {
  const api = fakeApi();
  const storage = fakeStorage();
  const clock = new FakeClock();
  FakeEventSource.opened = [];
  const env: StoreEnv = {
    api: api as unknown as Api,
    storage,
    now: () => clock.now,
    setTimeout: clock.setTimeout,
    clearTimeout: clock.clearTimeout,
    openEventSource: (url) => new FakeEventSource(url),
    log: { warn: jest.fn(), error: jest.fn() },
    ...overrides,
  };
  return { env, api, storage, clock };
}

const iso = (ms: number) => new Date(ms).toISOString();

/** A draw info for `code` drawn at `drawnAt` (ms) with the next draw `interval` ms later. */
export function drawInfo(
  code: string,
  period: string,
  drawnAt: number,
  interval = 75_000,
  serverTime = drawnAt,
): DrawInfo {
  return {
    code,
    name: code,
    group: 'pk10',
    prePeriod: { code, period, balls: [3, 8, 1, 10, 5, 2, 9, 4, 7, 6], drawTime: iso(drawnAt), ruleDetail: {} },
    nextPeriod: { period: `${period}+1`, drawTime: iso(drawnAt + interval) },
    serverTime: iso(serverTime),
  };
}

export function lottery(code: string, extra: Partial<PublicLottery> = {}): PublicLottery {
  return {
    code,
    name: code,
    cpType: 'pk10',
    group: 'pk10',
    category: 'jisu',
    series: 'PK10',
    sort: 1,
    intervalSeconds: 75,
    simulated: true,
    ...extra,
  };
}

export function siteInfo(extra: Partial<SiteInfo> = {}): SiteInfo {
  return {
    siteName: '168开奖网',
    siteSetting: {
      logo: null,
      headBanner: null,
      marquee: '公告',
      topAd: null,
      bottomAd: null,
      apkLink: null,
      hotLotteryTab: ['jspk10', 'hk6'],
    },
    homePageLotteries: { hotLotteryTab: ['jsft', 'jspk10'] },
    ...extra,
  };
}
