import { makeAutoObservable } from 'mobx';
import type { PredictionReportDto } from '@cp/shared/domain';
import { LatestRequest } from '@cp/shared/stores';
import type { RequestOutcome } from '@cp/shared/stores';
import { guessRecordApi } from '../../api';
import type { GuessRecordApi } from '../../api';

/** 我的竞猜 in the member centre: the report per lottery and play, a week of the picker and all time. */
export class GuessRecordStore {
  week = '';
  report: PredictionReportDto | null = null;
  readonly request = new LatestRequest({ errorMessage: '竞猜记录加载失败' });
  private readonly api: GuessRecordApi;

  constructor(options: { api?: GuessRecordApi } = {}) {
    this.api = options.api ?? guessRecordApi();
    makeAutoObservable<GuessRecordStore, 'api'>(this, { api: false, request: false }, { autoBind: true });
  }

  get error(): string | null {
    return this.request.error;
  }

  setWeek(week: string): Promise<RequestOutcome> {
    this.week = week;
    return this.load();
  }

  load(): Promise<RequestOutcome> {
    return this.request.run(
      () => this.api.report(this.week || undefined),
      (report) => {
        this.report = report;
      },
    );
  }
}
