import type { GuessSelection } from './plays';
import { validateGuessBatch, validateSelection } from './validate';

describe('validateSelection', () => {
  it.each([
    ['pk10', { position: 'hm1', play: 'daxiao', pick: '大' }, { position: 'hm1', play: 'daxiao', pick: '大' }],
    ['pk10', { position: 'hm10', play: 'number', pick: 10 }, { position: 'hm10', play: 'number', pick: '10' }],
    ['pk10', { position: 'hm2', play: 'number', pick: '07' }, { position: 'hm2', play: 'number', pick: '7' }],
    ['pk10', { position: 'hm5', play: 'longhu', pick: '虎' }, { position: 'hm5', play: 'longhu', pick: '虎' }],
    ['ssc', { position: 'hm1', play: 'longhu', pick: '龙' }, { position: 'hm1', play: 'longhu', pick: '龙' }],
    ['ssc', { position: 'hm5', play: 'number', pick: 0 }, { position: 'hm5', play: 'number', pick: '0' }],
    ['ssc', { position: 'hm3', play: 'danshuang', pick: '双' }, { position: 'hm3', play: 'danshuang', pick: '双' }],
  ])('%s accepts %j as %j', (group, input, selection) => {
    expect(validateSelection(group, input)).toEqual({ ok: true, selection });
  });

  it.each([
    ['11x5', { position: 'hm1', play: 'daxiao', pick: '大' }, 'UNSUPPORTED_LOTTERY', '该彩种不支持竞猜'],
    ['pk10', null, 'INVALID_SELECTION', '竞猜选项格式错误：应包含 position、play、pick'],
    ['pk10', '大', 'INVALID_SELECTION', '竞猜选项格式错误：应包含 position、play、pick'],
    ['pk10', { position: 'hm11', play: 'daxiao', pick: '大' }, 'UNKNOWN_POSITION', '未知的位置：hm11（应为 hm1–hm10）'],
    ['ssc', { position: 'hm6', play: 'daxiao', pick: '大' }, 'UNKNOWN_POSITION', '未知的位置：hm6（应为 hm1–hm5）'],
    ['ssc', { position: 'hm01', play: 'daxiao', pick: '大' }, 'UNKNOWN_POSITION', '未知的位置：hm01（应为 hm1–hm5）'],
    ['ssc', { play: 'daxiao', pick: '大' }, 'UNKNOWN_POSITION', '未知的位置：undefined（应为 hm1–hm5）'],
    [
      'pk10',
      { position: 'hm1', play: 'zonghe', pick: '大' },
      'UNKNOWN_PLAY',
      '未知的玩法：zonghe（应为大小、单双、龙虎或号码）',
    ],
    ['pk10', { position: 'hm6', play: 'longhu', pick: '龙' }, 'PLAY_NOT_AT_POSITION', '第六名没有龙虎玩法'],
    ['ssc', { position: 'hm2', play: 'longhu', pick: '龙' }, 'PLAY_NOT_AT_POSITION', '千位没有龙虎玩法'],
    ['pk10', { position: 'hm1', play: 'daxiao', pick: '单' }, 'INVALID_PICK', '大小的选项应为大或小，收到：单'],
    ['ssc', { position: 'hm1', play: 'longhu', pick: '和' }, 'INVALID_PICK', '龙虎的选项应为龙或虎，收到：和'],
    ['pk10', { position: 'hm1', play: 'number', pick: 0 }, 'INVALID_PICK', '冠军号码应为 1–10 的整数，收到：0'],
    ['pk10', { position: 'hm1', play: 'number', pick: 11 }, 'INVALID_PICK', '冠军号码应为 1–10 的整数，收到：11'],
    ['ssc', { position: 'hm1', play: 'number', pick: 2.5 }, 'INVALID_PICK', '万位号码应为 0–9 的整数，收到：2.5'],
    ['ssc', { position: 'hm1', play: 'number', pick: '1e0' }, 'INVALID_PICK', '万位号码应为 0–9 的整数，收到：1e0'],
    ['ssc', { position: 'hm1', play: 'number', pick: '大' }, 'INVALID_PICK', '万位号码应为 0–9 的整数，收到：大'],
  ])('%s refuses %j with %s', (group, input, code, message) => {
    expect(validateSelection(group, input)).toEqual({ ok: false, code, message });
  });
});

describe('validateGuessBatch', () => {
  const sel = (position: string, play: string, pick: string | number) => ({ position, play, pick });

  it('returns the canonical selections of a good batch', () => {
    expect(validateGuessBatch('pk10', [sel('hm1', 'daxiao', '大'), sel('hm1', 'number', '05')])).toEqual({
      ok: true,
      selections: [
        { position: 'hm1', play: 'daxiao', pick: '大' },
        { position: 'hm1', play: 'number', pick: '5' },
      ],
    });
  });

  it('allows opposite picks on the same play (each is its own guess)', () => {
    expect(validateGuessBatch('ssc', [sel('hm1', 'daxiao', '大'), sel('hm1', 'daxiao', '小')]).ok).toBe(true);
  });

  it.each([
    [[], [], 'NO_SELECTIONS', '请至少选择一个竞猜选项'],
    [{}, [], 'NO_SELECTIONS', '请至少选择一个竞猜选项'],
    [
      [sel('hm1', 'number', 5), sel('hm1', 'number', '05')],
      [],
      'DUPLICATE_SELECTION',
      '第 2 项重复：本期已有相同的竞猜',
    ],
    [
      [sel('hm2', 'danshuang', '单')],
      [{ position: 'hm2', play: 'danshuang', pick: '单' }],
      'DUPLICATE_SELECTION',
      '第 1 项重复：本期已有相同的竞猜',
    ],
    [
      [sel('hm1', 'daxiao', '大'), sel('hm9', 'daxiao', '大')],
      [],
      'UNKNOWN_POSITION',
      '第 2 项：未知的位置：hm9（应为 hm1–hm5）',
    ],
  ])('refuses %j (holding %j) with %s', (selections, held, code, message) => {
    expect(validateGuessBatch('ssc', selections, held as GuessSelection[])).toEqual({ ok: false, code, message });
  });

  it('allows 20 open guesses a period and refuses the 21st, counting those already held', () => {
    const numbers = (position: string) => Array.from({ length: 10 }, (_, n) => sel(position, 'number', n));
    expect(validateGuessBatch('ssc', [...numbers('hm1'), ...numbers('hm2')]).ok).toBe(true);
    expect(validateGuessBatch('ssc', [...numbers('hm1'), ...numbers('hm2'), sel('hm3', 'daxiao', '大')])).toEqual({
      ok: false,
      code: 'TOO_MANY_SELECTIONS',
      message: '每期最多 20 个竞猜：已有 0 个，本次 21 个',
    });
    const held = numbers('hm1').map((s) => ({ ...s, play: 'number' as const, pick: String(s.pick) }));
    expect(validateGuessBatch('ssc', numbers('hm2'), held).ok).toBe(true);
    expect(validateGuessBatch('ssc', [...numbers('hm2'), sel('hm3', 'daxiao', '大')], held)).toMatchObject({
      code: 'TOO_MANY_SELECTIONS',
      message: '每期最多 20 个竞猜：已有 10 个，本次 11 个',
    });
  });
});
