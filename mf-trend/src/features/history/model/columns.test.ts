import { ruleDetail } from '@cp/shared/domain';
import { detailText, historyColumns, toneOf } from './columns';

describe('historyColumns', () => {
  it.each([
    ['pk10', ['冠亚和', '冠亚和大小', '冠亚和单双', '大小', '单双', '龙虎']],
    ['others', ['和值', '和值大小', '和值单双', '跨度', '形态', '大小', '单双', '质合']],
    [
      'hk6',
      [
        '五行',
        '总和',
        '总和大小',
        '总和单双',
        '大小',
        '单双',
        '特码波色',
        '特码合数单双',
        '特码尾数大小',
        '特码家禽野兽',
      ],
    ],
  ] as const)('%s: %j', (group, labels) => {
    expect(historyColumns(group).map((c) => c.label)).toEqual(labels);
  });

  it('marks the per-ball columns and reads every value of a real rule detail', () => {
    const cols = historyColumns('pk10');
    expect(cols.filter((c) => c.perBall).map((c) => c.key)).toEqual(['hmDaXiao', 'hmDanShuang', 'longHu']);
    const detail = ruleDetail('pk10', [1, 6, 9, 8, 10, 4, 3, 7, 2, 5], 0);
    expect(detailText(detail, 'guanYaHe')).toBe('7');
    expect(detailText(detail, 'longHu')).toEqual(['虎', '龙', '龙', '龙', '龙']);
    expect(detailText(detail, 'missing')).toBe('');
    expect(detailText(null, 'guanYaHe')).toBe('');
  });

  it.each([
    ['大', 'hot'],
    ['单', 'hot'],
    ['龙', 'hot'],
    ['小', 'cold'],
    ['虎', 'cold'],
    ['和', 'tie'],
    ['组三', ''],
  ])('%s has tone %s', (label, tone) => expect(toneOf(label)).toBe(tone));
});
