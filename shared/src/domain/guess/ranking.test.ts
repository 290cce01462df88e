import fc from 'fast-check';
import { beijingWeekOf } from '../time';
import type { MemberTally, RankingGuess } from './ranking';
import { rankingPage, rankMembers, tallyMembers } from './ranking';
import type { GuessOutcome } from './settle';

const MONDAY = Date.parse('2026-11-22T16:00:00Z'); // 2026-11-23 00:00 Beijing
const WEEK = beijingWeekOf(MONDAY);
const H = 3600_000;

/** A settled 10-point guess; `at` hours after the week's start, settled one minute later. */
function g(memberId: number | string, at: number, outcome: GuessOutcome | null, payout?: number): RankingGuess {
  const placedAt = MONDAY + at * H;
  return {
    memberId,
    placedAt,
    outcome,
    settledAt: outcome === null ? null : placedAt + 60_000,
    stake: 10,
    payout: payout ?? (outcome === 'won' ? 20 : outcome === 'refund' ? 10 : 0),
  };
}

const brief = (rows: ReturnType<typeof rankMembers>) => rows.map((r) => [r.rank, r.memberId]);

describe('tallyMembers', () => {
  it('counts guesses, outcomes, stakes of settled guesses, profit, rate and reachedAt', () => {
    const [t] = tallyMembers([
      g(1, 1, 'won'),
      g(1, 2, 'lost'),
      g(1, 3, 'won', 99),
      g(1, 4, 'refund'),
      g(1, 5, null),
      g(1, 0.5, 'lost'),
    ]);
    expect(t).toEqual({
      memberId: 1,
      guesses: 6,
      open: 1,
      wins: 2,
      losses: 2,
      refunds: 1,
      stakes: 50,
      payouts: 20 + 99 + 10,
      profit: 79,
      winRate: 0.5,
      firstGuessAt: MONDAY + 0.5 * H,
      reachedAt: MONDAY + 3 * H + 60_000, // the last won/lost settlement; the later refund changes nothing
    });
  });

  it('keeps guesses placed in the week only: the Monday 00:00 Beijing boundary', () => {
    const guesses = [
      { ...g(1, 0, 'won'), placedAt: MONDAY - 1 }, // Sunday 23:59:59.999 Beijing: the week before
      { ...g(1, 0, 'lost'), placedAt: MONDAY }, // Monday 00:00:00.000 Beijing: this week
      { ...g(1, 0, 'lost'), placedAt: WEEK.end - 1 },
      { ...g(1, 0, 'won'), placedAt: WEEK.end },
    ];
    const [t] = tallyMembers(guesses, WEEK);
    expect([t.guesses, t.wins, t.losses]).toEqual([2, 0, 2]);
    const [before] = tallyMembers(guesses, beijingWeekOf(MONDAY - 1));
    expect([before.guesses, before.wins]).toEqual([1, 1]);
  });

  it('gives a member with nothing decided rate 0 and reachedAt = first guess', () => {
    const [t] = tallyMembers([g('a', 2, null), g('a', 1, 'refund')]);
    expect([t.winRate, t.profit, t.reachedAt]).toEqual([0, 0, MONDAY + H]);
  });
});

describe('rankMembers', () => {
  it('rankingWins: rate, then wins, then who reached it first, then id; fewer than 4 guesses not ranked', () => {
    const guesses = [
      // member 1: 3 of 4 = 75 %
      ...[g(1, 1, 'won'), g(1, 2, 'won'), g(1, 3, 'won'), g(1, 4, 'lost')],
      // member 2: 6 of 8 = 75 % with more wins → above 1
      ...[1, 2, 3, 4, 5, 6].map((h) => g(2, h, 'won')),
      ...[g(2, 7, 'lost'), g(2, 8, 'lost')],
      // member 3: 3 of 4 = 75 %, 3 wins like member 1 but reached it earlier (hour 3.5 vs 4)
      ...[g(3, 0, 'won'), g(3, 1, 'lost'), g(3, 2, 'won'), g(3, 3.5, 'won')],
      // member 4: 2 of 2 = 100 % plus two refunds (4 guesses: qualified)
      ...[g(4, 1, 'won'), g(4, 2, 'won'), g(4, 3, 'refund'), g(4, 4, 'refund')],
      // member 5: 3 of 3 but only 3 guesses: not ranked
      ...[g(5, 1, 'won'), g(5, 2, 'won'), g(5, 3, 'won')],
      // member 6: four open guesses: qualified, rate 0
      ...[1, 2, 3, 4].map((h) => g(6, h, null)),
      // member 7: 0 of 4
      ...[1, 2, 3, 4].map((h) => g(7, h, 'lost')),
    ];
    const rows = rankMembers(tallyMembers(guesses, WEEK), 'wins');
    expect(brief(rows)).toEqual([
      [1, 4],
      [2, 2],
      [3, 3],
      [4, 1],
      [5, 6], // rate 0, no wins, reached (first guess) at hour 1 …
      [6, 7], // … before member 7's last loss at hour 4
    ]);
  });

  it('compares rates exactly (1/3 vs 333/1000 are not equal)', () => {
    const rate = (id: number, wins: number, losses: number) => [
      ...Array.from({ length: wins }, () => g(id, 1, 'won')),
      ...Array.from({ length: losses }, () => g(id, 1, 'lost')),
    ];
    const rows = rankMembers(tallyMembers([...rate(1, 333, 667), ...rate(2, 2, 4), ...rate(3, 3, 6)]), 'wins');
    expect(brief(rows)).toEqual([
      [1, 3], // 3/9 = 1/3 with 3 wins
      [2, 2], // 2/6 = 1/3 with 2 wins
      [3, 1], // 333/1000 < 1/3
    ]);
  });

  it('rankingProfits: payouts − stakes, then reachedAt, then id', () => {
    const guesses = [
      ...[g('b', 1, 'won', 99), g('b', 2, 'lost'), g('b', 3, 'lost'), g('b', 4, 'lost')], // 99 − 40 = 59
      ...[g('a', 1, 'won'), g('a', 2, 'won'), g('a', 3, 'won'), g('a', 4, 'won')], // 80 − 40 = 40
      ...[g('c', 0, 'won'), g('c', 1, 'won'), g('c', 2, 'won'), g('c', 3, 'won')], // 40, reached earlier
      ...[g('d', 1, 'refund'), g('d', 2, 'refund'), g('d', 3, 'lost'), g('d', 4, null)], // −10
    ];
    const rows = rankMembers(tallyMembers(guesses), 'profits');
    expect(rows.map((r) => [r.rank, r.memberId, r.profit])).toEqual([
      [1, 'b', 59],
      [2, 'c', 40],
      [3, 'a', 40],
      [4, 'd', -10],
    ]);
  });

  it('equals an independent computation over random guesses (property)', () => {
    const guess = fc.record({
      memberId: fc.integer({ min: 1, max: 12 }),
      at: fc.integer({ min: -24, max: 24 * 8 }),
      outcome: fc.constantFrom<GuessOutcome | null>('won', 'lost', 'refund', null),
      big: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(guess, { maxLength: 200 }), (list) => {
        const guesses = list.map((x) => g(x.memberId, x.at, x.outcome, x.outcome === 'won' && x.big ? 99 : undefined));
        const expected = naive(guesses);
        expect(rankMembers(tallyMembers(guesses, WEEK), 'wins').map((r) => r.memberId)).toEqual(expected.wins);
        expect(rankMembers(tallyMembers(guesses, WEEK), 'profits').map((r) => r.memberId)).toEqual(expected.profits);
      }),
    );
  });
});

/** The rankings recomputed the obvious way: filter, group, float rates, sort by tuples. */
function naive(guesses: RankingGuess[]) {
  const inWeek = guesses.filter((x) => x.placedAt >= WEEK.start && x.placedAt < WEEK.end);
  const ids = [...new Set(inWeek.map((x) => x.memberId as number))];
  const stats = ids
    .map((id) => {
      const mine = inWeek.filter((x) => x.memberId === id);
      const settled = mine.filter((x) => x.outcome !== null);
      const decided = settled.filter((x) => x.outcome !== 'refund');
      const wins = decided.filter((x) => x.outcome === 'won').length;
      const reached = decided.length
        ? Math.max(...decided.map((x) => x.settledAt!))
        : Math.min(...mine.map((x) => x.placedAt));
      return {
        id,
        n: mine.length,
        wins,
        rate: decided.length ? wins / decided.length : 0,
        profit: settled.reduce((s, x) => s + x.payout - x.stake, 0),
        reached,
      };
    })
    .filter((s) => s.n >= 4);
  const wins = [...stats].sort((a, b) => b.rate - a.rate || b.wins - a.wins || a.reached - b.reached || a.id - b.id);
  const profits = [...stats].sort((a, b) => b.profit - a.profit || a.reached - b.reached || a.id - b.id);
  return { wins: wins.map((s) => s.id), profits: profits.map((s) => s.id) };
}

describe('rankingPage', () => {
  const rows = Array.from({ length: 60 }, (_, i) => ({ rank: i + 1, memberId: i + 100 }) as unknown as MemberTally);
  const ranked = rows as unknown as ReturnType<typeof rankMembers>;

  it('shows the top 50 and the member even outside them', () => {
    const page = rankingPage(ranked, 157);
    expect(page.top.length).toBe(50);
    expect(page.me?.rank).toBe(58);
    expect(rankingPage(ranked, 999).me).toBeNull();
    expect(rankingPage(ranked, null).me).toBeNull();
    expect(rankingPage(ranked, 100, 10).top.length).toBe(10);
  });
});
