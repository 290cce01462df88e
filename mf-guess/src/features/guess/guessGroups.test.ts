import type { PublicLottery, SeriesGroup } from '@cp/shared/domain';
import { guessGroups } from './guessGroups';

/** Only the fields guessGroups reads. */
const lottery = (code: string, group: string) => ({ code, group }) as PublicLottery;

describe('guessGroups', () => {
  it('keeps the PK10 and 时时彩 lotteries and drops a series left empty', () => {
    const groups: SeriesGroup<PublicLottery>[] = [
      { series: 'PK10', label: 'PK10 系列', sort: 1, list: [lottery('jspk10', 'pk10'), lottery('xyft', 'pk10')] },
      { series: '六合彩', label: '六合彩 系列', sort: 2, list: [lottery('hk6', 'lhc')] },
      { series: '时时彩', label: '时时彩 系列', sort: 3, list: [lottery('jsssc', 'ssc'), lottery('jsk3', 'k3')] },
    ];
    expect(guessGroups(groups).map((g) => [g.label, g.list.map((l) => l.code)])).toEqual([
      ['PK10 系列', ['jspk10', 'xyft']],
      ['时时彩 系列', ['jsssc']],
    ]);
  });
});
