/**
 * Serialised responses (UTF-8 JSON bytes) that stay valid until a lottery's next draw: keyed by request, tagged
 * with the latest period they were computed at, evicted oldest-first past a byte budget. A
 * trend page asks for the same few windows over and over between two draws; this answers them
 * without recomputing or re-serialising hundreds of kilobytes.
 */
export class JsonCache {
  private readonly entries = new Map<string, { tag: string; json: Buffer }>();
  private bytes = 0;

  constructor(private readonly maxBytes = 64 * 1024 * 1024) {}

  get(key: string, tag: string): Buffer | undefined {
    const e = this.entries.get(key);
    if (!e || e.tag !== tag) return undefined;
    // Refresh its place in the eviction order.
    this.entries.delete(key);
    this.entries.set(key, e);
    return e.json;
  }

  set(key: string, tag: string, json: Buffer): void {
    const old = this.entries.get(key);
    if (old) {
      this.bytes -= old.json.length;
      this.entries.delete(key);
    }
    if (json.length > this.maxBytes / 4) return;
    this.entries.set(key, { tag, json });
    this.bytes += json.length;
    for (const [k, e] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(k);
      this.bytes -= e.json.length;
    }
  }

  get size(): number {
    return this.entries.size;
  }
}
