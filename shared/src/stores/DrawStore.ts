import { makeAutoObservable, runInAction } from 'mobx';
import { RETRY_DELAY_MS, withRetry } from '@cp/shared/api';
import type { DrawInfo } from '../domain/wire';
import type { RootStore } from './RootStore';
import type { EventSourceLike } from './types';

/** How long after a due draw time the poll fallback waits for the push before asking itself. */
export const POLL_GRACE_MS = 2500;
/** How many times the poll fallback asks again (every 3 s) while the new draw is not out yet. */
export const POLL_MAX_TRIES = 20;
/**
 * How long after the browser gave up on the push stream (a refused or failed response: it only
 * retries by itself after a dropped connection) the store opens a new one, with the last event id.
 */
export const STREAM_REOPEN_MS = 10_000;
/** EventSource.CLOSED */
const CLOSED = 2;

const drawnAt = (info: DrawInfo | undefined): number =>
  info?.prePeriod ? Date.parse(info.prePeriod.drawTime) : -Infinity;

/**
 * Latest draw and next period per lottery, kept live: new draws arrive by server-sent events
 * (one stream for the whole site; one event per draw written, in order, each applied in turn, and
 * after a reconnect the server replays the ones missed); when a draw is due and the push has not
 * brought it, the store polls draw/info itself. A `reset` event (draws were missed and cannot be
 * replayed) reloads the watched lotteries and counts in `resyncs`, which pages holding more than
 * the latest draw (trend tables) watch to reload theirs. Countdowns use `serverNow()` so a wrong
 * client clock does not matter.
 */
export class DrawStore {
  infos: Record<string, DrawInfo> = {};
  /** Server clock minus client clock, from the last response. */
  serverOffsetMs = 0;
  liveConnected = false;
  /** How many times the push stream said data may have been missed (pages reload what they hold). */
  resyncs = 0;
  private readonly watchers = new Map<string, number>();
  private readonly pollTimers = new Map<string, unknown>();
  private source: EventSourceLike | null = null;
  /** The id of the last event of the stream, sent when a stream is opened anew (replay). */
  private lastEventId: string | null = null;
  private reopenTimer: unknown = null;

  constructor(private readonly root: RootStore) {
    makeAutoObservable<DrawStore, 'root' | 'watchers' | 'pollTimers' | 'source' | 'lastEventId' | 'reopenTimer'>(
      this,
      { root: false, watchers: false, pollTimers: false, source: false, lastEventId: false, reopenTimer: false },
      { autoBind: true },
    );
  }

  info(code: string): DrawInfo | undefined {
    return this.infos[code];
  }

  /** Epoch ms on the server's clock. */
  serverNow(): number {
    return (this.root.env.now ?? Date.now)() + this.serverOffsetMs;
  }

  /**
   * The moment (server clock) a server-rendered first view was drawn at, while the browser takes
   * that view over: countdowns start from it, so both draw the same digits; null otherwise.
   */
  firstViewNow: number | null = null;

  /** Where a countdown starts: the first view's moment during the takeover, else now. */
  renderNow(): number {
    return this.firstViewNow ?? this.serverNow();
  }

  setFirstViewNow(at: number | null): void {
    this.firstViewNow = at;
  }

  /**
   * The stream, when it opens, starts after this event id (the one a server-rendered first view
   * was current with): the server replays the draws since, or says `reset` when it no longer has
   * them. Ignored once the store has an id of its own, and unless it is an event id (digits).
   */
  resumeAfter(eventId: string): void {
    if (this.lastEventId === null && /^\d{1,15}$/.test(eventId)) this.lastEventId = eventId;
  }

  /** Sets the server clock from a moment the server stated (the page's send time). */
  syncClock(serverTime: number): void {
    if (Number.isFinite(serverTime)) this.serverOffsetMs = serverTime - (this.root.env.now ?? Date.now)();
  }

  /** Takes a draw info if it is at least as new as what is known, then arms the poll fallback. */
  apply(info: DrawInfo): void {
    const known = this.infos[info.code];
    if (known && drawnAt(info) < drawnAt(known)) return;
    this.infos[info.code] = info;
    const serverTime = Date.parse(info.serverTime);
    if (Number.isFinite(serverTime)) this.serverOffsetMs = serverTime - (this.root.env.now ?? Date.now)();
    if (this.watchers.has(info.code)) this.armPoll(info.code);
  }

  /**
   * The push stream missed draws it cannot replay (`event: reset`): reload every watched lottery
   * and count a resync, so that pages reload what they derived from earlier draws.
   */
  resync(): void {
    this.resyncs += 1;
    void this.load([...this.watchers.keys()]);
  }

  /** Loads the latest draws of some codes; a failure is logged and retried after 3 s. */
  async load(codes: string[]): Promise<void> {
    const wanted = [...new Set(codes)].filter(Boolean);
    if (wanted.length === 0) return;
    const { env, api } = this.root;
    let infos: DrawInfo[];
    try {
      infos = await withRetry(() => api.draws.drawInfos(wanted), {
        setTimeout: env.setTimeout,
        onError: (err) => env.log?.error('[draws] draw info failed, retrying in 3 s', err),
        shouldRetry: (_err, attempt) => attempt < 100 && wanted.some((c) => this.watchers.has(c)),
      });
    } catch {
      return; // given up: nothing watches these codes any more (or a hundred tries failed)
    }
    runInAction(() => infos.forEach((i) => this.apply(i)));
  }

  /**
   * Keeps some lotteries live while a page shows them: loads them, listens to the push stream
   * and arms the poll fallback. Returns the function that stops watching.
   */
  watch(codes: string[]): () => void {
    for (const c of codes) this.watchers.set(c, (this.watchers.get(c) ?? 0) + 1);
    this.openStream();
    void this.load(codes.filter((c) => !this.infos[c]));
    for (const c of codes) if (this.infos[c]) this.armPoll(c);
    return () => {
      for (const c of codes) {
        const n = (this.watchers.get(c) ?? 1) - 1;
        if (n > 0) this.watchers.set(c, n);
        else {
          this.watchers.delete(c);
          this.disarmPoll(c);
        }
      }
      if (this.watchers.size === 0) this.closeStream();
    };
  }

  private openStream(): void {
    const { env } = this.root;
    if (this.source || this.reopenTimer !== null || !env.openEventSource) return;
    const source = env.openEventSource(this.root.api.draws.drawEventsUrl([], this.lastEventId ?? undefined));
    const remember = (event: MessageEvent<string>) => {
      if (event.lastEventId) this.lastEventId = event.lastEventId;
    };
    source.onopen = () => runInAction(() => (this.liveConnected = true));
    source.onerror = () => {
      runInAction(() => (this.liveConnected = false));
      // The browser reconnects by itself (sending Last-Event-ID) unless it gave up.
      if (source.readyState === CLOSED && this.source === source) this.reopenLater();
    };
    source.addEventListener('draw', (event) => {
      remember(event);
      try {
        const info = JSON.parse(event.data) as DrawInfo;
        runInAction(() => this.apply(info));
      } catch (err) {
        env.log?.warn('[draws] bad push event', err);
      }
    });
    source.addEventListener('ready', remember);
    source.addEventListener('reset', (event) => {
      remember(event);
      runInAction(() => this.resync());
    });
    this.source = source;
  }

  private reopenLater(): void {
    this.source?.close();
    this.source = null;
    this.reopenTimer = (this.root.env.setTimeout ?? setTimeout)(() => {
      this.reopenTimer = null;
      if (this.watchers.size > 0) this.openStream();
    }, STREAM_REOPEN_MS);
  }

  private closeStream(): void {
    if (this.reopenTimer !== null)
      (this.root.env.clearTimeout ?? clearTimeout)(this.reopenTimer as ReturnType<typeof setTimeout>);
    this.reopenTimer = null;
    this.source?.close();
    this.source = null;
    this.liveConnected = false;
  }

  private disarmPoll(code: string): void {
    const t = this.pollTimers.get(code);
    if (t !== undefined) (this.root.env.clearTimeout ?? clearTimeout)(t as ReturnType<typeof setTimeout>);
    this.pollTimers.delete(code);
  }

  /** Schedules a check shortly after the next draw is due, in case the push does not bring it. */
  private armPoll(code: string, tries = 0): void {
    this.disarmPoll(code);
    const info = this.infos[code];
    if (!info) return;
    const due = Date.parse(info.nextPeriod.drawTime) - this.serverNow();
    const delay = tries === 0 ? Math.max(due, 0) + POLL_GRACE_MS : RETRY_DELAY_MS;
    // Timers cannot wait longer than ~24.8 days; a later draw is re-armed on the way.
    const timer = (this.root.env.setTimeout ?? setTimeout)(
      () => void this.poll(code, tries),
      Math.min(delay, 2 ** 31 - 1),
    );
    this.pollTimers.set(code, timer);
  }

  private async poll(code: string, tries: number): Promise<void> {
    this.pollTimers.delete(code);
    if (!this.watchers.has(code)) return;
    const before = this.infos[code]?.prePeriod?.period;
    try {
      const info = await this.root.api.draws.drawInfo(code);
      runInAction(() => this.apply(info));
      if (info.prePeriod?.period !== before) return; // apply() re-armed for the next period
    } catch (err) {
      this.root.env.log?.error(`[draws] poll of ${code} failed`, err);
    }
    if (tries + 1 < POLL_MAX_TRIES && this.watchers.has(code)) this.armPoll(code, tries + 1);
  }

  dispose(): void {
    for (const c of [...this.pollTimers.keys()]) this.disarmPoll(c);
    this.watchers.clear();
    this.closeStream();
  }
}
