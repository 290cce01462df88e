import { makeAutoObservable } from 'mobx';
import type { MemberGuessDto } from '@cp/shared/domain';
import { LatestRequest } from '@cp/shared/stores';
import type { RequestOutcome } from '@cp/shared/stores';
import { guessApi } from '../../api';
import type { GuessApi } from '../../api';

/** Guesses the 最新竞猜 panel lists. */
export const LATEST_SIZE = 10;

/**
 * 最新竞猜 (latestPredictions): the newest settled guesses of all members of a lottery; for a
 * member, first the open guesses of the members they follow. Asked again when a draw arrives.
 */
export class LatestStore {
  list: MemberGuessDto[] | null = null;
  readonly request = new LatestRequest({ errorMessage: '最新竞猜加载失败' });
  private readonly api: GuessApi;

  constructor(
    readonly code: string,
    options: { api?: GuessApi } = {},
  ) {
    this.api = options.api ?? guessApi();
    makeAutoObservable<LatestStore, 'api'>(this, { api: false, request: false }, { autoBind: true });
  }

  get error(): string | null {
    return this.request.error;
  }

  /** Open guesses of followed members, then settled ones (the server's order). */
  get open(): MemberGuessDto[] {
    return (this.list ?? []).filter((g) => g.status === 'open');
  }

  get settled(): MemberGuessDto[] {
    return (this.list ?? []).filter((g) => g.status !== 'open');
  }

  load(): Promise<RequestOutcome> {
    return this.request.run(
      () => this.api.latest(this.code, LATEST_SIZE),
      (list) => {
        this.list = list;
      },
    );
  }
}
