import fc from 'fast-check';
import { GUESS_ODDS_HUNDREDTHS, GUESS_PLAYS, guessOdds, guessPayout, isGuessFamily } from './constants';
import { guessCatalogue, longHuOpponent } from './plays';

describe('odds and payouts', () => {
  it.each([
    ['daxiao', 1.98, 20],
    ['danshuang', 1.98, 20],
    ['longhu', 1.98, 20],
    ['number', 9.85, 99],
  ] as const)('%s: odds %p, a 10-point win pays %p (rounded up)', (play, odds, payout) => {
    expect(guessOdds(play)).toBe(odds);
    expect(guessPayout(play)).toBe(payout);
  });

  it.each([
    [1, 'daxiao', 2], // 1.98 → 2
    [3, 'daxiao', 6], // 5.94 → 6
    [50, 'daxiao', 99], // 99 exactly
    [100, 'number', 985], // exact, nothing to round
    [2, 'number', 20], // 19.7 → 20
  ] as const)('stake %p on %s pays %p', (stake, play, payout) => {
    expect(guessPayout(play, stake)).toBe(payout);
  });

  it('is the smallest integer ≥ stake × odds for any stake (property, exact arithmetic)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.constantFrom(...GUESS_PLAYS), (stake, play) => {
        const p = guessPayout(play, stake);
        const exact = stake * GUESS_ODDS_HUNDREDTHS[play]; // payout × 100 must just reach this
        expect(Number.isInteger(p)).toBe(true);
        expect(p * 100).toBeGreaterThanOrEqual(exact);
        expect((p - 1) * 100).toBeLessThan(exact);
      }),
    );
  });

  it('covers PK10 and 时时彩 only', () => {
    expect(['pk10', 'ssc', '11x5', 'k3', 'hk6', 'nope'].filter(isGuessFamily)).toEqual(['pk10', 'ssc']);
  });
});

describe('guessCatalogue', () => {
  const playsAt = (group: 'pk10' | 'ssc') =>
    guessCatalogue(group).map((p) => [p.position, p.label, p.plays.map((x) => x.play).join(',')]);

  it('PK10: 10 ranks, all with 大小 单双 号码, 龙虎 at 冠军…第五名 only', () => {
    expect(playsAt('pk10')).toEqual([
      ['hm1', '冠军', 'daxiao,danshuang,longhu,number'],
      ['hm2', '亚军', 'daxiao,danshuang,longhu,number'],
      ['hm3', '第三名', 'daxiao,danshuang,longhu,number'],
      ['hm4', '第四名', 'daxiao,danshuang,longhu,number'],
      ['hm5', '第五名', 'daxiao,danshuang,longhu,number'],
      ['hm6', '第六名', 'daxiao,danshuang,number'],
      ['hm7', '第七名', 'daxiao,danshuang,number'],
      ['hm8', '第八名', 'daxiao,danshuang,number'],
      ['hm9', '第九名', 'daxiao,danshuang,number'],
      ['hm10', '第十名', 'daxiao,danshuang,number'],
    ]);
  });

  it('时时彩: 5 digits, 龙虎 at 万位 only', () => {
    expect(playsAt('ssc')).toEqual([
      ['hm1', '万位', 'daxiao,danshuang,longhu,number'],
      ['hm2', '千位', 'daxiao,danshuang,number'],
      ['hm3', '百位', 'daxiao,danshuang,number'],
      ['hm4', '十位', 'daxiao,danshuang,number'],
      ['hm5', '个位', 'daxiao,danshuang,number'],
    ]);
  });

  it('gives picks, odds, payouts and rules from the family rules', () => {
    const [champion] = guessCatalogue('pk10');
    expect(champion.plays.map((p) => [p.label, p.odds, p.payout, p.picks.map((x) => x.label).join(' ')])).toEqual([
      ['大小', 1.98, 20, '大 小'],
      ['单双', 1.98, 20, '单 双'],
      ['龙虎', 1.98, 20, '龙 虎'],
      ['号码', 9.85, 99, '01 02 03 04 05 06 07 08 09 10'],
    ]);
    expect(champion.plays.find((p) => p.play === 'number')?.picks[6]).toEqual({ pick: '7', label: '07' });
    expect(champion.plays.map((p) => p.rule)).toEqual([
      '冠军号码 06–10 为大，01–05 为小',
      '冠军号码为单数是单，为双数是双',
      '冠军号码大于第十名为龙，小于为虎',
      '猜中冠军开出的号码（01–10）',
    ]);
    const [wan] = guessCatalogue('ssc');
    expect(wan.plays.map((p) => p.rule)).toEqual([
      '万位号码 5–9 为大，0–4 为小',
      '万位号码为单数是单，为双数是双',
      '万位号码大于个位为龙，小于为虎，相等为和（和局退还积分）',
      '猜中万位开出的号码（0–9）',
    ]);
    expect(wan.plays[3].picks.map((p) => p.pick)).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']);
  });

  it.each([
    ['pk10', 0, 9],
    ['pk10', 4, 5],
    ['pk10', 5, null],
    ['pk10', -1, null],
    ['ssc', 0, 4],
    ['ssc', 1, null],
    ['ssc', 4, null],
  ] as const)('%s position %i is compared with %p for 龙虎', (group, index, other) => {
    expect(longHuOpponent(group, index)).toBe(other);
  });
});
