import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { App } from '../src/app';
import type { Db } from '../src/db/types';
import { FakeClock, at, buildTestApp } from './helper';

/** One parsed server-sent event (comments are counted, not kept). */
export interface SseEvent {
  id?: string;
  event: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- event payloads are inspected loosely
  data: any;
}

/** A stream read from a real socket: its events as they arrive, and waits on them. */
export interface SseStream {
  status: number;
  headers: http.IncomingHttpHeaders;
  events: SseEvent[];
  /** Comment lines received (`: ping` heartbeats). */
  comments: string[];
  /** `retry:` values received. */
  retries: number[];
  /** The body of a refused request (not a stream). */
  body: string;
  /** Resolves once `predicate(events)` holds (checked after every frame). */
  until(predicate: (events: SseEvent[]) => boolean): Promise<SseEvent[]>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

export const portOf = (app: App) => (app.server.address() as AddressInfo).port;

const openStreams: SseStream[] = [];
const openApps: App[] = [];
const openDbs: Db[] = [];

/**
 * Closes what the tests of a file opened through this module (streams, then apps, then databases,
 * newest first), also after a failed test: call it in afterEach.
 */
export async function closeAll(): Promise<void> {
  for (const s of openStreams.splice(0)) s.close();
  for (const app of openApps.splice(0).reverse()) if (app.server.listening) await app.close();
  for (const db of openDbs.splice(0).reverse()) await db.close();
}

/** Leaves `db` to closeAll (after every app on it). */
export function closeLater(db: Db): Db {
  if (!openDbs.includes(db)) openDbs.push(db);
  return db;
}

/** The draw events among `events`. */
export const draws = (events: SseEvent[]) => events.filter((e) => e.event === 'draw');

/**
 * Opens `path` on 127.0.0.1:`port` and parses the stream (standard SSE framing: fields per line,
 * a blank line ends an event). Resolves once the response headers arrived.
 */
export function openStream(port: number, path: string, headers: Record<string, string> = {}): Promise<SseStream> {
  return new Promise((resolve, reject) => {
    const waiters = new Set<() => boolean>();
    let endedResolve: () => void = () => undefined;
    const ended = new Promise<void>((r) => (endedResolve = r));
    const req = http.get({ port, path, host: '127.0.0.1', headers, agent: false }, (res) => {
      const stream: SseStream = {
        status: res.statusCode ?? 0,
        headers: res.headers,
        events: [],
        comments: [],
        retries: [],
        body: '',
        until(predicate) {
          return new Promise((done) => {
            const check = () => {
              if (!predicate(stream.events)) return false;
              waiters.delete(check);
              done(stream.events);
              return true;
            };
            if (!check()) waiters.add(check);
          });
        },
        ended,
        close: () => req.destroy(),
      };
      let buffer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        if (!String(res.headers['content-type']).includes('text/event-stream')) {
          stream.body += chunk;
          return;
        }
        buffer += chunk;
        let idx: number;
        while ((idx = buffer.indexOf('\n\n')) >= 0) {
          const frame = buffer.slice(0, idx);
          buffer = buffer.slice(idx + 2);
          const fields: Record<string, string> = {};
          for (const line of frame.split('\n')) {
            if (line.startsWith(':')) stream.comments.push(line.slice(1).trim());
            else {
              const colon = line.indexOf(':');
              const name = line.slice(0, colon);
              const value = line.slice(colon + 1).replace(/^ /, '');
              if (name === 'retry') stream.retries.push(Number(value));
              else fields[name] = value;
            }
          }
          if (fields.data !== undefined)
            stream.events.push({ id: fields.id, event: fields.event ?? 'message', data: JSON.parse(fields.data) });
        }
        for (const check of [...waiters]) check();
      });
      res.on('end', endedResolve);
      res.on('close', endedResolve);
      openStreams.push(stream);
      resolve(stream);
    });
    req.on('error', (err) => reject(err));
  });
}

/** Opens a stream and waits for its `ready` event. */
export async function openReady(port: number, path: string, headers: Record<string, string> = {}) {
  const s = await openStream(port, path, headers);
  if (s.status !== 200) throw new Error(`stream refused: ${s.status} ${s.body}`);
  await s.until((events) => events.some((e) => e.event === 'ready'));
  return s;
}

/** Resolves once `check()` holds, looking again after each turn of the event loop. */
export async function eventually(check: () => boolean): Promise<void> {
  while (!check()) await new Promise((r) => setTimeout(r, 10));
}

export const EVENTS = '/v1/cp168/apis/draw/events';
export const START = at('2026-11-21T09:30:41+08:00');

/**
 * An app listening on a free port, with `SIMULATE` lotteries (jspk10 and jsft by default)
 * backfilled; closeAll closes it and its database.
 */
export async function liveApp(env: Record<string, string> = {}, opts: { db?: Db; clock?: FakeClock } = {}) {
  const clock = opts.clock ?? new FakeClock(START);
  const t = await buildTestApp({ clock, db: opts.db, env: { SIMULATE: 'jspk10,jsft', ...env } });
  closeLater(t.db);
  openApps.push(t.app);
  await t.app.drawEngine.catchUp(clock.now());
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  await t.app.drawFeed.wake(); // the backfill is past: streams opened now start after it
  return { ...t, clock, port: portOf(t.app) };
}

/** Moves the clock on by `periods` 75 s periods and lets the engine write what fell due. */
export async function drawPeriods(t: { app: App; clock: FakeClock }, periods: number): Promise<number> {
  t.clock.advance(periods * 75_000);
  return t.app.drawEngine.catchUp(t.clock.now());
}
