/**
 * What the page does that its table then shows, announced to whoever listens (the benchmark's
 * user-timing marks, perf/perfMarks.ts): the store itself keeps no timings.
 *   view / toggle / chunk — another view or tab chosen, a toggle switched, the next chunk of rows;
 *   answer — the answer of the window's request arrived, before its tables are built;
 *   drawArrived — a new latest draw reached the page, before anything is done with it;
 *   drawApplied — it was taken by the table on screen (`newRow`: as a row appended).
 */
export type TrendActivity =
  { kind: 'view' | 'toggle' | 'chunk' | 'answer' | 'drawArrived' } | { kind: 'drawApplied'; newRow: boolean };

/** The listeners of a page's activity (not observed: a plain set). */
export class ActivityFeed {
  private readonly listeners = new Set<(activity: TrendActivity) => void>();

  /** Tells `listener` what the page does; returns the function that stops. */
  listen(listener: (activity: TrendActivity) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  announce(activity: TrendActivity): void {
    for (const listener of this.listeners) listener(activity);
  }
}
