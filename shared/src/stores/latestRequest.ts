import { action, makeObservable, observable, runInAction } from 'mobx';

/** How a request ended: its answer applied, its failure kept, or dropped because a newer one started. */
export type RequestOutcome = 'done' | 'failed' | 'superseded';

export interface LatestRequestOptions {
  /** The message kept when a failure has none of its own, in Chinese (e.g. '历史开奖加载失败'). */
  errorMessage: string;
  /**
   * Keep the last error while a new request runs, until one succeeds (a list reloaded live keeps
   * its notice instead of flickering). By default a new request clears it.
   */
  keepErrorWhileLoading?: boolean;
}

/** The message to show for a failure: its own (ApiError messages are Chinese), else the fallback. */
export function failureMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

/**
 * The latest-request pattern of a store that loads what the screen shows: each request gets a
 * sequence number and only the latest one's answer is applied (a slow answer to an older page,
 * date or window never overwrites a newer one); `loading` is on while the latest runs; `error`
 * keeps the latest failure's message; `retry()` runs the last request again.
 *
 *   readonly request = new LatestRequest({ errorMessage: '历史开奖加载失败' });
 *   load() {
 *     return this.request.run(() => api.drawHistory(code, query), (data) => (this.data = data));
 *   }
 *
 * `apply` runs in a MobX action together with the end of `loading`, so observers see the new
 * data and the flag change at once.
 */
export class LatestRequest {
  loading = false;
  error: string | null = null;
  private seq = 0;
  private last: (() => Promise<RequestOutcome>) | null = null;

  constructor(private readonly options: LatestRequestOptions) {
    makeObservable(this, { loading: observable, error: observable, cancel: action });
  }

  /**
   * Starts a request, superseding any under way: `fetch` is called at once; when it is still the
   * latest once it settles, `apply` takes its answer, or its failure becomes `error`.
   */
  run<T>(fetch: () => Promise<T>, apply: (data: T) => void): Promise<RequestOutcome> {
    this.last = () => this.run(fetch, apply);
    const seq = ++this.seq;
    runInAction(() => {
      this.loading = true;
      if (!this.options.keepErrorWhileLoading) this.error = null;
    });
    return this.settle(seq, fetch, apply);
  }

  private async settle<T>(seq: number, fetch: () => Promise<T>, apply: (data: T) => void): Promise<RequestOutcome> {
    let data: T;
    try {
      data = await fetch();
    } catch (err) {
      if (seq !== this.seq) return 'superseded';
      runInAction(() => {
        this.error = failureMessage(err, this.options.errorMessage);
        this.loading = false;
      });
      return 'failed';
    }
    if (seq !== this.seq) return 'superseded';
    runInAction(() => {
      apply(data);
      this.error = null;
      this.loading = false;
    });
    return 'done';
  }

  /** Runs the last request again (a 重试 button); resolves null when none ran yet. */
  retry(): Promise<RequestOutcome | null> {
    return this.last ? this.last() : Promise.resolve(null);
  }

  /**
   * Work that belongs to the current request without superseding it (a prefetch in the
   * background): applied only while no request started since; `loading` and `error` stay as
   * they are, and a failure is only reported by the outcome.
   */
  async alongside<T>(fetch: () => Promise<T>, apply: (data: T) => void): Promise<RequestOutcome> {
    const seq = this.seq;
    let data: T;
    try {
      data = await fetch();
    } catch {
      return seq === this.seq ? 'failed' : 'superseded';
    }
    if (seq !== this.seq) return 'superseded';
    runInAction(() => apply(data));
    return 'done';
  }

  /** Drops the answer of any request under way (the page left): loading ends, the error stays. */
  cancel(): void {
    this.seq++;
    this.loading = false;
  }
}
