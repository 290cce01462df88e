import { showsExplainLink } from './explain';

describe('showsExplainLink', () => {
  it.each([
    ['fc3d', 'others', false],
    ['pl3', 'others', false],
    ['shssc', 'others', false],
    ['unknownCp', 'others', true],
    ['hk6', 'hk6', true],
    ['js6', 'hk6', true],
    ['jspk10', 'pk10', false],
    ['cqssc', 'ssc', false],
  ] as const)('%s (%s): %s', (code, group, shown) => expect(showsExplainLink(code, group)).toBe(shown));
});
