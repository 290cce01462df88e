import { makeAutoObservable } from 'mobx';
import type { JihuaRecord, PlanKind } from '@cp/shared/domain';
import { LatestRequest } from '@cp/shared/stores';
import type { RequestOutcome } from '@cp/shared/stores';
import { jihuaApi } from '../../api';
import type { JihuaApi } from '../../api';

/** The chart's rolling windows (periods per point). */
export const RECORD_WINDOWS = [30, 100] as const;
export type RecordWindow = (typeof RECORD_WINDOWS)[number];

/** A method's full record (the expert detail page): rates, per-position rates and the rolling chart. */
export class RecordStore {
  record: JihuaRecord | null = null;
  window: RecordWindow = 30;
  readonly request = new LatestRequest({ errorMessage: '历史战绩加载失败' });
  private readonly api: JihuaApi;

  constructor(
    readonly kind: PlanKind,
    readonly code: string,
    readonly method: string,
    options: { api?: JihuaApi } = {},
  ) {
    this.api = options.api ?? jihuaApi();
    makeAutoObservable<RecordStore, 'api'>(
      this,
      { api: false, request: false, kind: false, code: false, method: false },
      { autoBind: true },
    );
  }

  get error(): string | null {
    return this.request.error;
  }

  get loading(): boolean {
    return this.request.loading;
  }

  /** The record for the window shown (a record of the other window is not shown as this one's). */
  get shown(): JihuaRecord | null {
    return this.record && this.record.window === this.window ? this.record : null;
  }

  setWindow(window: RecordWindow): Promise<RequestOutcome> {
    this.window = window;
    return this.load();
  }

  load(): Promise<RequestOutcome> {
    const window = this.window;
    return this.request.run(
      () => this.api.record(this.kind, this.code, { method: this.method, window }),
      (record) => {
        this.record = record;
      },
    );
  }

  retry(): Promise<RequestOutcome | null> {
    return this.request.retry();
  }
}
