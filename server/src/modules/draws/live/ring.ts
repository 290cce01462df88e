/**
 * The most recent entries of an id-ordered stream, for replay: `after(id)` gives every entry
 * with a larger id, or null when some of those are no longer held. Ids only grow; gaps (ids that
 * never committed) are fine.
 */
export class ReplayRing<T extends { id: number }> {
  private items: T[] = [];
  private start = 0;
  /** Every entry with an id above this one is held (or never existed). */
  private floorId = 0;

  constructor(readonly capacity: number) {}

  get floor(): number {
    return this.floorId;
  }

  get size(): number {
    return this.items.length - this.start;
  }

  /** Starts over from `entries` (oldest first); `floor`: the newest id before them that is not held. */
  reset(entries: readonly T[], floor: number): void {
    this.items = [];
    this.start = 0;
    this.floorId = floor;
    this.push(entries);
  }

  /** Appends newer entries, dropping the oldest beyond the capacity. */
  push(entries: readonly T[]): void {
    for (const e of entries) {
      this.items.push(e);
      if (this.items.length - this.start > this.capacity) {
        this.floorId = this.items[this.start].id;
        this.start += 1;
      }
    }
    if (this.start > 1024 && this.start * 2 > this.items.length) {
      this.items = this.items.slice(this.start);
      this.start = 0;
    }
  }

  /** Entries with an id above `id`, oldest first; null when some of them were dropped already. */
  after(id: number): T[] | null {
    if (id < this.floorId) return null;
    let lo = this.start;
    let hi = this.items.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.items[mid].id <= id) lo = mid + 1;
      else hi = mid;
    }
    return this.items.slice(lo);
  }
}
