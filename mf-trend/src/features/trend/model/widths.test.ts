import { computeTrend, trendTypesFor } from '@cp/shared/domain';
import { seededHistory } from '../../../testing/histories';
import { columnWidths, DRAW_PADDING, MIN_KEY_WIDTH, textWidth } from './widths';
import { readTable } from './table';

const tableOf = (group: 'others' | 'hk6' | 'pk10' | 'kl8', type: string, count = 30) =>
  readTable(
    trendTypesFor(group).find((s) => s.type === type)!,
    computeTrend(group, type, seededHistory(group, 300, 5), count),
  );

describe('columnWidths', () => {
  it.each([
    ['7', 8],
    ['123', 22],
    ['冠军', 24],
    ['28–99', 37],
  ])('%s is %i px wide at 12 px', (t, w) => expect(textWidth(t)).toBe(w));

  it('gives ball-sized key columns when labels and counts are short', () => {
    const t = tableOf('others', 'basic');
    const w = columnWidths(t, ['2026001'], ['1 2 3']);
    expect(w.keys.every((k) => k === MIN_KEY_WIDTH)).toBe(true);
    expect(w.total).toBe(w.period + w.draw + 2 * DRAW_PADDING + 30 * MIN_KEY_WIDTH);
  });

  it('widens a column for its widest count and its label', () => {
    const t = tableOf('hk6', 'basic', 90);
    const w = columnWidths(t, [], []);
    const c = Array.from(t.stats.biggestMissing).indexOf(Math.max(...t.stats.biggestMissing));
    expect(w.keys[c]).toBe(Math.max(MIN_KEY_WIDTH, textWidth(String(t.stats.biggestMissing[c])) + 6));
    const sum = tableOf('hk6', 'sum');
    expect(columnWidths(sum, [], []).keys[0]).toBe(textWidth('28–99') + 6);
  });

  it('spreads what a block header needs beyond its columns over them', () => {
    const t = tableOf('pk10', 'longHu');
    const w = columnWidths(t, [], []);
    const header = textWidth('冠军VS第十名') + 12;
    expect(w.keys[0] + w.keys[1]).toBeGreaterThanOrEqual(header);
    expect(w.keys[0]).toBe(w.keys[1]);
  });

  it('fits the period and draw columns to their longest text', () => {
    const t = tableOf('others', 'basic');
    const w = columnWidths(t, ['1121-0457', '1121-10457'], ['01 02 + 03']);
    expect(w.period).toBe(textWidth('1121-10457') + 14);
    expect(w.draw).toBe(Math.max(textWidth('01 02 + 03'), textWidth('开奖号码')) + 14);
  });
});
