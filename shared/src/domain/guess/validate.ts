import { FAMILIES } from '../families';
import type { GuessPlay } from './constants';
import { GUESS_PLAY_LABELS, GUESS_PLAYS, isGuessFamily, MAX_OPEN_GUESSES_PER_PERIOD } from './constants';
import type { GuessSelection } from './plays';
import { GUESS_SIDES, guessPositionIndex, longHuOpponent } from './plays';

/** Machine codes of a refused selection or batch (the API's `code`; the message is Chinese). */
export type GuessErrorCode =
  | 'UNSUPPORTED_LOTTERY'
  | 'INVALID_SELECTION'
  | 'UNKNOWN_POSITION'
  | 'UNKNOWN_PLAY'
  | 'PLAY_NOT_AT_POSITION'
  | 'INVALID_PICK'
  | 'NO_SELECTIONS'
  | 'DUPLICATE_SELECTION'
  | 'TOO_MANY_SELECTIONS';

/** Why a selection or a batch is refused. */
export interface GuessRefusal {
  ok: false;
  code: GuessErrorCode;
  message: string;
}

/** A checked selection, in canonical form (numbers as unpadded decimal text). */
export type GuessValidation = { ok: true; selection: GuessSelection } | GuessRefusal;

const refuse = (code: GuessErrorCode, message: string): GuessRefusal => ({ ok: false, code, message });

const isPlay = (x: unknown): x is GuessPlay => typeof x === 'string' && (GUESS_PLAYS as readonly string[]).includes(x);

/** A number pick as given (7, '7' or '07') → its value, or null when it is not a whole number. */
function numberPick(pick: unknown): number | null {
  if (typeof pick === 'number') return Number.isInteger(pick) ? pick : null;
  if (typeof pick === 'string' && /^\d{1,2}$/.test(pick)) return Number(pick);
  return null;
}

/**
 * Checks one selection `{position, play, pick}` against the family's board (guessCatalogue):
 * the family must be PK10 or 时时彩, the position `hm1…hmN` of the family, the play one of
 * daxiao/danshuang/longhu/number and offered at that position (龙虎 only at PK10 冠军…第五名 and
 * 时时彩 万位), the pick one of the play's labels or a number of the family's range (7, '7' and
 * '07' are the same pick). Returns the canonical selection or a refusal with a Chinese reason.
 */
export function validateSelection(group: string, input: unknown): GuessValidation {
  if (!isGuessFamily(group)) return refuse('UNSUPPORTED_LOTTERY', '该彩种不支持竞猜');
  if (typeof input !== 'object' || input === null) {
    return refuse('INVALID_SELECTION', '竞猜选项格式错误：应包含 position、play、pick');
  }
  const { position, play, pick } = input as Record<string, unknown>;
  const spec = FAMILIES[group];
  const index = typeof position === 'string' ? guessPositionIndex(group, position) : null;
  if (index === null) {
    return refuse('UNKNOWN_POSITION', `未知的位置：${String(position)}（应为 hm1–hm${spec.positionLabels.length}）`);
  }
  const where = spec.positionLabels[index];
  if (!isPlay(play)) return refuse('UNKNOWN_PLAY', `未知的玩法：${String(play)}（应为大小、单双、龙虎或号码）`);
  if (play === 'longhu' && longHuOpponent(group, index) === null) {
    return refuse('PLAY_NOT_AT_POSITION', `${where}没有龙虎玩法`);
  }
  if (play === 'number') {
    const n = numberPick(pick);
    if (n === null || n < spec.min || n > spec.max) {
      return refuse('INVALID_PICK', `${where}号码应为 ${spec.min}–${spec.max} 的整数，收到：${String(pick)}`);
    }
    return { ok: true, selection: { position: `hm${index + 1}`, play, pick: String(n) } };
  }
  const sides = GUESS_SIDES[play];
  if (typeof pick !== 'string' || !sides.includes(pick)) {
    return refuse('INVALID_PICK', `${GUESS_PLAY_LABELS[play]}的选项应为${sides.join('或')}，收到：${String(pick)}`);
  }
  return { ok: true, selection: { position: `hm${index + 1}`, play, pick } };
}

/** Identity of a selection: two guesses with the same key are the same guess. */
export function guessSelectionKey(s: GuessSelection): string {
  return `${s.position}:${s.play}:${s.pick}`;
}

/** A checked batch: the canonical selections in request order. */
export type GuessBatchValidation = { ok: true; selections: GuessSelection[] } | GuessRefusal;

/**
 * Checks a whole request all-or-nothing (issue 16 item 2): at least one selection, each valid
 * (validateSelection), none repeated within the request or already held by the member for that
 * period (`held`, canonical), and no more than MAX_OPEN_GUESSES_PER_PERIOD (20) open for the
 * period counting the held ones. The first problem refuses the whole batch. Whether the period
 * is open and the balance covers the stakes is the server's part (guessWindow, ledger).
 */
export function validateGuessBatch(
  group: string,
  selections: unknown,
  held: readonly GuessSelection[] = [],
): GuessBatchValidation {
  if (!Array.isArray(selections) || selections.length === 0) {
    return refuse('NO_SELECTIONS', '请至少选择一个竞猜选项');
  }
  const seen = new Set(held.map(guessSelectionKey));
  const out: GuessSelection[] = [];
  for (const [i, input] of selections.entries()) {
    const checked = validateSelection(group, input);
    if (!checked.ok) return { ...checked, message: `第 ${i + 1} 项：${checked.message}` };
    const key = guessSelectionKey(checked.selection);
    if (seen.has(key)) return refuse('DUPLICATE_SELECTION', `第 ${i + 1} 项重复：本期已有相同的竞猜`);
    seen.add(key);
    out.push(checked.selection);
  }
  if (held.length + out.length > MAX_OPEN_GUESSES_PER_PERIOD) {
    return refuse(
      'TOO_MANY_SELECTIONS',
      `每期最多 ${MAX_OPEN_GUESSES_PER_PERIOD} 个竞猜：已有 ${held.length} 个，本次 ${out.length} 个`,
    );
  }
  return { ok: true, selections: out };
}
