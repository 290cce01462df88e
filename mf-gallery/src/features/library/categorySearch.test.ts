import { matchesCategory, pinyinInitials } from './categorySearch';

const HK6 = { name: '香港六合彩特码生肖表', pinyin: 'xiang gang liu he cai te ma sheng xiao biao' };
const JS6 = { name: '极速六合彩开奖图', pinyin: 'ji su liu he cai kai jiang tu' };
const UPLOAD = { name: 'PK10精选图纸', pinyin: 'pk10 jing xuan tu zhi' };

describe('matchesCategory', () => {
  it.each([
    ['', HK6, true],
    ['   ', JS6, true],
    ['香港', HK6, true],
    ['香港', JS6, false],
    ['生肖表', HK6, true],
    ['xg', HK6, true],
    ['XG', HK6, true],
    ['xg', JS6, false],
    ['xiang', HK6, true],
    ['xianggang', HK6, true],
    ['xiang gang', HK6, true],
    ['xglhc', HK6, true],
    ['jisu', JS6, true],
    ['kjt', JS6, true],
    ['kjt', HK6, false],
    ['pk10', UPLOAD, true],
    ['PK10精选', UPLOAD, true],
    ['jxtz', UPLOAD, true],
    ['zzz', HK6, false],
  ])('"%s" against %o → %s', (text, category, expected) => {
    expect(matchesCategory(category, text)).toBe(expected);
  });

  it('takes the first letter of each syllable', () => {
    expect(pinyinInitials('xiang  gang liu he cai')).toBe('xglhc');
  });
});
