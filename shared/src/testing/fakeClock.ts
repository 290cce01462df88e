/** A manual clock with timers: `advance(ms)` runs what falls due, letting promises settle in between. */
export class FakeClock {
  /** Epoch ms: 2026-11-21 09:30 Beijing time unless told. */
  now: number;
  private seq = 0;
  readonly timers = new Map<number, { at: number; ms: number; fn: () => void }>();

  constructor(start = Date.parse('2026-11-21T09:30:00.000+08:00')) {
    this.now = start;
  }

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

// jsdom test environments have no setImmediate; a zero timeout is the next task there too.
const nextTask = (fn: () => void) =>
  typeof setImmediate === 'function' ? void setImmediate(fn) : void setTimeout(fn, 0);

/** Lets pending promise callbacks run (a few tasks' worth; under jest's fake timers use act / advanceTimers). */
export async function settle(): Promise<void> {
  for (let i = 0; i < 5; i++) await new Promise<void>((r) => nextTask(r));
}
