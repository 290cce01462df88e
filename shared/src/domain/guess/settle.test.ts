import type { Schedule } from '../schedule';
import { beijingDateStart } from '../time';
import type { GuessFamily, GuessPlay } from './constants';
import { guessCatalogue } from './plays';
import { guessWindow, settleGuess } from './settle';

/** Hand-read results of one draw: per position 大小, 单双, 龙虎 (null: none there), number. */
type Expected = [position: string, daxiao: string, danshuang: string, longhu: string | null, number: number];

const PK10_DRAW = [3, 8, 1, 10, 6, 2, 9, 5, 7, 4];
const PK10_EXPECTED: Expected[] = [
  ['hm1', '小', '单', '虎', 3], // 3 vs 第十名 4
  ['hm2', '大', '双', '龙', 8], // 8 vs 第九名 7
  ['hm3', '小', '单', '虎', 1], // 1 vs 第八名 5
  ['hm4', '大', '双', '龙', 10], // 10 vs 第七名 9
  ['hm5', '大', '双', '龙', 6], // 6 (the 大 boundary) vs 第六名 2
  ['hm6', '小', '双', null, 2],
  ['hm7', '大', '单', null, 9],
  ['hm8', '小', '单', null, 5], // 5 is still 小
  ['hm9', '大', '单', null, 7],
  ['hm10', '小', '双', null, 4],
];

const SSC_DRAW = [9, 4, 5, 0, 1];
const SSC_EXPECTED: Expected[] = [
  ['hm1', '大', '单', '龙', 9], // 9 vs 个位 1
  ['hm2', '小', '双', null, 4], // 4 is the last 小
  ['hm3', '大', '单', null, 5], // 5 is the first 大
  ['hm4', '小', '双', null, 0], // 0 is 双
  ['hm5', '小', '单', null, 1],
];

/** Every (position, play, pick) the board offers, with the outcome expected from the table. */
function cases(group: GuessFamily, expected: Expected[]) {
  const out: Array<[string, GuessPlay, string, 'won' | 'lost', number]> = [];
  for (const position of guessCatalogue(group)) {
    const [, daxiao, danshuang, longhu, number] = expected.find(([p]) => p === position.position)!;
    for (const play of position.plays) {
      const winner = { daxiao, danshuang, longhu, number: String(number) }[play.play];
      for (const { pick } of play.picks) {
        const won = pick === winner;
        out.push([position.position, play.play, pick, won ? 'won' : 'lost', won ? play.payout : 0]);
      }
    }
  }
  return out;
}

describe('settleGuess', () => {
  const pk10 = cases('pk10', PK10_EXPECTED);
  const ssc = cases('ssc', SSC_EXPECTED);

  it('covers every pick of every play at every position', () => {
    // PK10: 10 × (2 + 2 + 10) + 5 × 2 龙虎; 时时彩: 5 × (2 + 2 + 10) + 2 龙虎.
    expect(pk10.length).toBe(150);
    expect(ssc.length).toBe(72);
    expect(pk10.filter((c) => c[3] === 'won').length).toBe(35); // 10 × 3 + 5
    expect(ssc.filter((c) => c[3] === 'won').length).toBe(16); // 5 × 3 + 1
  });

  it.each(pk10)('PK10 %s %s %s → %s, pays %p', (position, play, pick, outcome, payout) => {
    expect(settleGuess('pk10', { position, play, pick }, PK10_DRAW)).toMatchObject({ outcome, payout });
  });

  it.each(ssc)('时时彩 %s %s %s → %s, pays %p', (position, play, pick, outcome, payout) => {
    expect(settleGuess('ssc', { position, play, pick }, SSC_DRAW)).toMatchObject({ outcome, payout });
  });

  it.each([
    ['龙', [3, 1, 1, 1, 3]],
    ['虎', [3, 1, 1, 1, 3]],
    ['龙', [0, 9, 9, 9, 0]],
  ])('时时彩 龙虎 with 万位 = 个位 is 和: the %s guess is refunded its 10 points', (pick, balls) => {
    expect(settleGuess('ssc', { position: 'hm1', play: 'longhu', pick }, balls)).toEqual({
      outcome: 'refund',
      payout: 10,
      result: '和',
    });
  });

  it('reports the result it judged on', () => {
    expect(settleGuess('ssc', { position: 'hm1', play: 'longhu', pick: '虎' }, [0, 1, 2, 3, 4])).toEqual({
      outcome: 'won',
      payout: 20,
      result: '虎',
    });
    expect(settleGuess('pk10', { position: 'hm3', play: 'number', pick: '2' }, PK10_DRAW)).toEqual({
      outcome: 'lost',
      payout: 0,
      result: '1',
    });
  });

  it('accepts a padded number pick and scales with the stake', () => {
    expect(settleGuess('pk10', { position: 'hm1', play: 'number', pick: '03' }, PK10_DRAW).payout).toBe(99);
    expect(settleGuess('pk10', { position: 'hm1', play: 'daxiao', pick: '小' }, PK10_DRAW, 3).payout).toBe(6);
  });

  it.each([
    [[3, 8, 1, 10, 6, 2, 9, 5, 7], '开奖号码应为 10 个，实际 9 个'],
    [[3, 8, 1, 10, 6, 2, 9, 5, 7, 7], '开奖号码不能重复'],
    [[0, 8, 1, 10, 6, 2, 9, 5, 7, 4], '号码 0 超出范围 1–10'],
  ])('refuses the illegal PK10 draw %j', (balls, message) => {
    expect(() => settleGuess('pk10', { position: 'hm1', play: 'daxiao', pick: '大' }, balls)).toThrow(message);
  });

  it('refuses to settle a selection the board does not offer', () => {
    expect(() => settleGuess('ssc', { position: 'hm2', play: 'longhu', pick: '龙' }, SSC_DRAW)).toThrow(RangeError);
    expect(() => settleGuess('ssc', { position: 'hm6', play: 'daxiao', pick: '大' }, SSC_DRAW)).toThrow('未知的位置');
  });
});

describe('guessWindow', () => {
  const every75s: Schedule = { kind: 'interval', intervalSeconds: 75, segments: [{ first: '00:00:00', count: 1152 }] };
  const day = beijingDateStart(2026, 11, 23);
  const draw2 = day + 75_000; // period 20261123-0002 draws at 00:01:15

  it.each([
    [draw2 - 70_000, '20261123-0002', true],
    [draw2 - 10_001, '20261123-0002', true],
    [draw2 - 10_000, '20261123-0002', false], // 已封盘 from 10 s before the draw
    [draw2 - 1, '20261123-0002', false],
    [draw2, '20261123-0003', true], // drawn: the next period opens
  ])('at %p the period is %s, open %p', (now, period, open) => {
    const w = guessWindow(every75s, now);
    expect(w.period).toBe(period);
    expect(w.open).toBe(open);
    expect(w.drawTime - w.closesAt).toBe(10_000);
  });
});
