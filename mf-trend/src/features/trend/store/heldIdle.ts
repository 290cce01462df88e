/**
 * An idle scheduler that can be held: while held, the work it is given waits in a queue; released,
 * the queue goes to the real scheduler. A first view's store is loaded before its page exists (on
 * the server, or in the browser before hydration), and its idle work must wait for the page.
 */
export class HeldIdle {
  #held: (() => void)[] | null = null;

  constructor(private readonly idle: (fn: () => void) => void) {}

  /** Runs `fn` when idle, or queues it while held. */
  readonly run = (fn: () => void): void => {
    if (this.#held) this.#held.push(fn);
    else this.idle(fn);
  };

  hold(): void {
    this.#held ??= [];
  }

  /** Hands the queued work to the scheduler; a no-op when not held. */
  release(): void {
    const held = this.#held;
    this.#held = null;
    for (const fn of held ?? []) this.idle(fn);
  }
}
