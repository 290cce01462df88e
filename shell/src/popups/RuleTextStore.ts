import { makeAutoObservable, runInAction } from 'mobx';
import type { RulesApi } from '@cp/shared/api';
import type { LotteryRuleText } from '@cp/shared/domain';

/** The rule pages the rules popup has fetched (GET /v1/apis/ruleDetails/{code}), kept for the visit. */
export class RuleTextStore {
  texts: Record<string, LotteryRuleText> = {};
  failed: Record<string, boolean> = {};
  private readonly pending = new Set<string>();

  constructor(private readonly api: RulesApi) {
    makeAutoObservable<RuleTextStore, 'api' | 'pending'>(this, { api: false, pending: false }, { autoBind: true });
  }

  isLoading(code: string): boolean {
    return !this.texts[code] && !this.failed[code];
  }

  /** Fetches a lottery's rules once; a failure can be retried by calling again. */
  async load(code: string): Promise<void> {
    if (this.texts[code] || this.pending.has(code)) return;
    this.pending.add(code);
    this.failed[code] = false;
    try {
      const text = await this.api.ruleText(code);
      runInAction(() => (this.texts[code] = text));
    } catch {
      runInAction(() => (this.failed[code] = true));
    } finally {
      this.pending.delete(code);
    }
  }
}
