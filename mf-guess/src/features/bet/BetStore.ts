import { makeAutoObservable, runInAction } from 'mobx';
import { isApiError } from '@cp/shared/api';
import type { CheckPredictionDto, GuessFamily, GuessSelection, GuessPositionOption } from '@cp/shared/domain';
import {
  GUESS_STAKE,
  MAX_OPEN_GUESSES_PER_PERIOD,
  guessCatalogue,
  guessSelectionKey,
  validateGuessBatch,
} from '@cp/shared/domain';
import { LatestRequest } from '@cp/shared/stores';
import { guessApi } from '../../api';
import type { GuessApi } from '../../api';

/** How often, and how many times, the page asks for the results of a period whose draw arrived. */
export const SETTLE_POLL_MS = 1000;
export const SETTLE_POLL_TRIES = 8;

export interface BetMessage {
  tone: 'ok' | 'error';
  text: string;
}

const randomKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `k-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;

/**
 * 下注 (newlotterybet): the open period and its closing time, the board, the member's choice and
 * its cost against the balance, placing it (one Idempotency-Key per choice: a retry after a lost
 * answer is the same request, never a second debit), the member's guesses of the period, and the
 * results of the period just drawn (asked again until settled).
 */
export class BetStore {
  check: CheckPredictionDto | null = null;
  /** The period whose draw came last while the page was open, with the member's results. */
  drawn: CheckPredictionDto | null = null;
  score: number | null = null;
  chosen: GuessSelection[] = [];
  /** The position the phone board shows (one at a time there). */
  focus = 'hm1';
  submitting = false;
  message: BetMessage | null = null;
  /** Server-clock now, moved by the page every second. */
  now = 0;
  readonly request = new LatestRequest({ errorMessage: '竞猜信息加载失败' });
  private readonly api: GuessApi;
  private readonly newKey: () => string;
  private pendingKey: string | null = null;
  private reloadingFor: string | null = null;

  constructor(
    readonly code: string,
    readonly group: GuessFamily,
    options: { api?: GuessApi; newKey?: () => string; wait?: (ms: number) => Promise<void> } = {},
  ) {
    this.api = options.api ?? guessApi();
    this.newKey = options.newKey ?? randomKey;
    this.wait = options.wait ?? ((ms) => new Promise((r) => setTimeout(r, ms)));
    makeAutoObservable<BetStore, 'api' | 'newKey' | 'pendingKey' | 'reloadingFor' | 'wait'>(
      this,
      { api: false, newKey: false, request: false, pendingKey: false, reloadingFor: false, wait: false },
      { autoBind: true },
    );
  }

  private readonly wait: (ms: number) => Promise<void>;

  get board(): GuessPositionOption[] {
    return guessCatalogue(this.group);
  }

  get loading(): boolean {
    return this.request.loading;
  }

  get error(): string | null {
    return this.request.error;
  }

  /** Open until the closing time (已封盘 10 s before the draw). */
  get open(): boolean {
    return !!this.check && this.check.open && this.now < Date.parse(this.check.closesAt);
  }

  get held(): GuessSelection[] {
    return (this.check?.selections ?? []).filter((g) => g.status === 'open');
  }

  get cost(): number {
    return this.chosen.length * GUESS_STAKE;
  }

  /** Why the choice cannot be placed as it is (said before asking the server), or null. */
  get problem(): string | null {
    if (!this.chosen.length) return null;
    const checked = validateGuessBatch(this.group, this.chosen, this.held);
    if (!checked.ok) return checked.message;
    if (this.score !== null && this.cost > this.score)
      return `积分不足：需要 ${this.cost} 积分，当前 ${this.score} 积分`;
    return null;
  }

  get canSubmit(): boolean {
    return this.open && this.chosen.length > 0 && !this.problem && !this.submitting;
  }

  get remaining(): number {
    return Math.max(0, MAX_OPEN_GUESSES_PER_PERIOD - this.held.length - this.chosen.length);
  }

  isChosen(s: GuessSelection): boolean {
    const key = guessSelectionKey(s);
    return this.chosen.some((c) => guessSelectionKey(c) === key);
  }

  isHeld(s: GuessSelection): boolean {
    const key = guessSelectionKey(s);
    return this.held.some((c) => guessSelectionKey(c) === key);
  }

  /** Adds or removes a pick (not a held one, nor once closed); a changed choice is a new request (a new key). */
  toggle(s: GuessSelection): void {
    if (this.isHeld(s) || !this.open) return;
    const key = guessSelectionKey(s);
    const adding = !this.isChosen(s);
    if (adding && this.remaining === 0) {
      this.message = {
        tone: 'error',
        text: `每期最多竞猜 ${MAX_OPEN_GUESSES_PER_PERIOD} 注：本期已有 ${this.held.length} 注，已选 ${this.chosen.length} 注`,
      };
      return;
    }
    this.chosen = adding
      ? [...this.chosen, { position: s.position, play: s.play, pick: s.pick }]
      : this.chosen.filter((c) => guessSelectionKey(c) !== key);
    this.pendingKey = null;
    this.message = null;
  }

  setFocus(position: string): void {
    this.focus = position;
  }

  /** Picks chosen at a position (the phone board's position chips show it). */
  chosenAt(position: string): number {
    return this.chosen.filter((c) => c.position === position).length;
  }

  clear(): void {
    this.chosen = [];
    this.pendingKey = null;
  }

  setNow(ms: number): void {
    this.now = ms;
    // The draw time passed: the open period is the next one now, whether or not its draw came.
    if (this.check && ms >= Date.parse(this.check.drawTime) + 1000 && this.reloadingFor !== this.check.period) {
      this.reloadingFor = this.check.period;
      void this.load();
    }
  }

  /** The open period and what the member holds in it, and the balance. */
  async load(): Promise<void> {
    await this.request.run(
      () => Promise.all([this.api.check(this.code), this.api.me()]),
      ([check, me]) => {
        const before = this.check;
        if (before && before.period !== check.period) {
          // The period moved on: what the member held there waits for its draw as 上期结果.
          if (before.selections.length && this.drawn?.period !== before.period) this.drawn = before;
          if (this.chosen.length) {
            this.message = {
              tone: 'error',
              text: `第 ${before.period} 期已封盘，所选已清空，请为第 ${check.period} 期重新选择`,
            };
            this.chosen = [];
            this.pendingKey = null;
          }
        }
        this.check = check;
        this.score = me.score;
      },
    );
  }

  /** Places the choice: all or nothing; on a lost answer the same key is sent again by the next try. */
  async submit(): Promise<void> {
    if (!this.canSubmit || !this.check) return;
    this.submitting = true;
    this.message = null;
    this.pendingKey ??= this.newKey();
    const period = this.check.period;
    const selections = this.chosen.map((c) => ({ ...c }));
    try {
      const result = await this.api.place(this.code, period, selections, this.pendingKey);
      runInAction(() => {
        this.score = result.score;
        this.chosen = [];
        this.pendingKey = null;
        this.message = { tone: 'ok', text: `竞猜成功：${result.guesses.length} 注，扣除 ${result.cost} 积分` };
        if (this.check && this.check.period === period)
          this.check = {
            ...this.check,
            selections: [...this.check.selections, ...result.guesses],
            remaining: Math.max(0, this.check.remaining - result.guesses.length),
          };
      });
    } catch (e) {
      runInAction(() => {
        const text = e instanceof Error && e.message ? e.message : '竞猜失败，请稍后重试';
        this.message = {
          tone: 'error',
          text: isApiError(e) && e.kind !== 'api' ? `${text}（可再次提交，不会重复扣分）` : text,
        };
      });
      if (isApiError(e) && (e.code === 'BETTING_CLOSED' || e.code === 'PERIOD_NOT_OPEN')) await this.load();
    } finally {
      runInAction(() => (this.submitting = false));
    }
  }

  /**
   * A draw of this lottery arrived: when the member held guesses of that period, ask for them
   * until the settlement has run (it follows the draw within moments), then the new open period.
   */
  async onDraw(period: string): Promise<void> {
    const heldThere = this.check?.period === period && this.check.selections.length > 0;
    if (heldThere || this.drawn?.period === period) {
      for (let i = 0; i < SETTLE_POLL_TRIES; i += 1) {
        try {
          const answer = await this.api.check(this.code, period);
          runInAction(() => (this.drawn = answer));
          if (!answer.selections.some((g) => g.status === 'open')) break;
        } catch {
          // asked again below
        }
        await this.wait(SETTLE_POLL_MS);
      }
    }
    await this.load();
  }
}
