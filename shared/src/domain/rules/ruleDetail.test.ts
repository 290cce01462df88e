import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { FAMILIES, FAMILY_ORDER } from '../families';
import { generateBalls } from '../generators';
import type { Family } from '../types';
import { RULE_DETAIL_DOCS, ruleDetail } from './ruleDetail';
import type { RuleDetailDoc } from './types';

const typeOf = (v: unknown): RuleDetailDoc['type'] | 'other' => {
  if (typeof v === 'number') return 'number';
  if (typeof v === 'string') return 'string';
  if (Array.isArray(v) && v.every((x) => typeof x === 'string')) return 'string[]';
  if (Array.isArray(v) && v.every((x) => typeof x === 'number')) return 'number[]';
  return 'other';
};

/** The README table of one family, rendered from RULE_DETAIL_DOCS. */
function docsTable(group: Family): string {
  const rows = RULE_DETAIL_DOCS[group].map(
    (d) => `| \`${d.key}\` | ${d.type} | ${d.description} | ${d.values ? d.values.join('、') : '—'} |`,
  );
  return [
    `### ${group}（${FAMILIES[group].label}）`,
    '',
    '| key | 类型 | 含义 | 取值 |',
    '|---|---|---|---|',
    ...rows,
  ].join('\n');
}

/** Table cells trimmed and separator rows reduced, so Prettier's column padding does not matter. */
const normalizeMarkdown = (text: string): string =>
  text
    .split('\n')
    .map((line) =>
      line.startsWith('|')
        ? line
            .split('|')
            .map((cell) => (/^\s*-+\s*$/.test(cell) ? '-' : cell.trim()))
            .join('|')
        : line.trim(),
    )
    .join('\n');

describe('ruleDetail and RULE_DETAIL_DOCS', () => {
  it('returns exactly the documented keys, types and values for random legal draws (property)', () => {
    // Spread over 2000–2040 so the six-mark tables cross many Spring Festivals.
    const from = Date.UTC(2000, 0, 1);
    const to = Date.UTC(2040, 0, 1);
    fc.assert(
      fc.property(fc.constantFrom(...FAMILY_ORDER), fc.gen(), fc.integer({ min: from, max: to }), (group, g, at) => {
        const balls = generateBalls(group, (k) => g(fc.integer, { min: 0, max: k - 1 }));
        const detail = ruleDetail(group, balls, at);
        const docs = RULE_DETAIL_DOCS[group];
        expect(Object.keys(detail).sort()).toEqual(docs.map((d) => d.key).sort());
        for (const doc of docs) {
          const value = detail[doc.key];
          expect(typeOf(value)).toBe(doc.type);
          if (doc.values) {
            const items = Array.isArray(value) ? value : [value];
            for (const item of items) expect(doc.values).toContain(item);
          }
        }
      }),
      { numRuns: 1500 },
    );
  });

  it('documents every key once, in Chinese, with value sets exactly for labels', () => {
    for (const group of FAMILY_ORDER) {
      const docs = RULE_DETAIL_DOCS[group];
      expect(new Set(docs.map((d) => d.key)).size).toBe(docs.length);
      for (const d of docs) {
        expect(d.description).toMatch(/[\u4e00-\u9fff]/);
        expect(d.values !== undefined).toBe(d.type === 'string' || d.type === 'string[]');
      }
    }
  });

  it('fixes the six-mark keys of the issue', () => {
    const keys = RULE_DETAIL_DOCS.hk6.map((d) => d.key);
    for (const k of [
      'shengXiao',
      'seBo',
      'wuXing',
      'zongHe',
      'zongHeDaXiao',
      'zongHeDanShuang',
      'hmDaXiao',
      'hmDanShuang',
      'chiSeBo',
    ]) {
      expect(keys).toContain(k);
    }
  });

  it('is documented in rules/README.md exactly as RULE_DETAIL_DOCS says', () => {
    const readme = normalizeMarkdown(readFileSync(join(__dirname, 'README.md'), 'utf8'));
    for (const group of FAMILY_ORDER) expect(readme).toContain(normalizeMarkdown(docsTable(group)));
  });

  it.each([
    ['pk10', [1, 1, 2, 3, 4, 5, 6, 7, 8, 9]],
    ['ssc', [1, 2, 3, 4]],
    ['11x5', [1, 2, 3, 4, 12]],
    ['hk6', [1, 2, 3, 4, 5, 6, 50]],
    ['k3', [0, 1, 2]],
  ])('refuses an illegal %s draw %j', (group, balls) => {
    expect(() => ruleDetail(group as Family, balls, 0)).toThrow(RangeError);
  });
});
