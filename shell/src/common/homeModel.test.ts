import { homeSections, hotLotteries, leadFirst } from './homeModel';
import { lottery } from '@cp/shared/testing';

const map = {
  jspk10: lottery('jspk10', { sort: 1 }),
  jsft: lottery('jsft', { sort: 2 }),
  hk6: lottery('hk6', { category: 'china', sort: 22 }),
  cqssc: lottery('cqssc', { category: 'gaopin', sort: 5 }),
};

describe('home model', () => {
  it('hot tabs: known codes only, no repeats, jspk10 first even when the list omits it', () => {
    expect(hotLotteries(['hk6', 'nope', 'jsft', 'hk6'], map).map((l) => l.code)).toEqual(['jspk10', 'hk6', 'jsft']);
    expect(hotLotteries(['jsft', 'jspk10'], map).map((l) => l.code)).toEqual(['jspk10', 'jsft']);
    expect(hotLotteries([], {})).toEqual([]);
  });

  it('sections: by category in order, catalogue order inside, lead lottery first', () => {
    const sections = homeSections([map.hk6, map.jsft, map.cqssc, map.jspk10]);
    expect(sections.map((s) => s.label)).toEqual(['极速彩', '高频彩', '全国彩']);
    expect(sections[0].lotteries.map((l) => l.code)).toEqual(['jspk10', 'jsft']);
  });

  it('leadFirst keeps the rest in order', () => {
    expect(leadFirst([{ code: 'a' }, { code: 'jspk10' }, { code: 'b' }]).map((i) => i.code)).toEqual([
      'jspk10',
      'a',
      'b',
    ]);
  });
});
