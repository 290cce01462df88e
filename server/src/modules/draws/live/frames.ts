/**
 * The wire format of the live draw stream (`draw/events`, API.md "Live draws"): standard
 * server-sent events. Every event carries an `id:` — the draw's outbox id, the same on every
 * server process — which the browser sends back as `Last-Event-ID` when it reconnects.
 */

/** Why a client is told to reload instead of being sent the draws it missed. */
export type ResetReason =
  /** Its Last-Event-ID is older than the events this process can replay. */
  | 'TOO_FAR_BEHIND'
  /** Its Last-Event-ID is not an id of this stream (a malformed or foreign id). */
  | 'UNKNOWN_EVENT_ID'
  /** More new draws arrived at once than it would be sent one by one (a bulk import). */
  | 'TOO_MANY_EVENTS'
  /** Draws before a subscribed lottery's latest were written or changed (an imported history, a correction). */
  | 'HISTORY_CHANGED';

/** One event: `id:`, `event:`, one `data:` line of JSON, and the blank line that ends it. */
export function eventFrame(event: string, id: number, data: unknown): string {
  return `id: ${id}\nevent: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** The first bytes of a stream: the reconnection delay and a comment (proxies pass the headers on at once). */
export function openingFrame(retryMs: number): string {
  return `retry: ${retryMs}\n: connected\n\n`;
}

/** A comment line: keeps idle connections (and the proxies between) open. */
export const HEARTBEAT_FRAME = ': ping\n\n';

/** `event: reset`: reload the data shown; the stream goes on after `id`. */
export function resetFrame(id: number, reason: ResetReason): string {
  return eventFrame('reset', id, { reason });
}

/** `event: ready`: the stream is live; every draw after `id` will follow. */
export function readyFrame(id: number): string {
  return eventFrame('ready', id, { lastEventId: String(id) });
}

/**
 * The replay cursor a client sent (the `Last-Event-ID` header, or the `lastEventId` query
 * parameter for clients that cannot set headers): undefined when none, 'invalid' when it is not an
 * id of this stream (a non-negative integer).
 */
export function parseLastEventId(raw: string | undefined): number | 'invalid' | undefined {
  if (raw === undefined) return undefined;
  const text = raw.trim();
  if (text === '') return undefined;
  if (!/^\d{1,15}$/.test(text)) return 'invalid';
  return Number(text);
}
