import type { TrendKey } from '@cp/shared/domain';
import { EMPTY } from './constants';
import {
  cellParts,
  escapeHtml,
  rowHtml,
  rowsHtml,
  segmentCellsHtml,
  type RowFormat,
  type SegmentRange,
} from './rowMarkup';
import { columnSegments } from './segments';
import type { Block, TableRow } from './types';

const keys = (labels: string[]): TrendKey[] => labels.map((label, i) => ({ key: `num${i}`, label }));
const block = (over: Partial<Block> = {}): Block => ({
  id: 'basic:hm1',
  type: 'basic',
  position: 'hm1',
  label: '冠军',
  keys: keys(['0', '1', '2']),
  start: 0,
  drawType: 'ball',
  colour: 'red',
  counted: false,
  ...over,
});
const row = (values: number[], balls: number[] = [1, 2, 1]): TableRow => ({
  period: '20261121-0457',
  drawTime: '',
  balls,
  values: Int32Array.from(values),
});

describe('cellParts', () => {
  it.each([
    ['a miss shows its count', row([3, 0, 5]), block(), 0, { cls: 'm', text: '3', html: '3' }],
    ['the last key of a block marks its edge', row([3, 0, 5]), block(), 2, { cls: 'm be', text: '5', html: '5' }],
    ['an absent value is an empty cell', row([EMPTY, 0, 5]), block(), 0, { cls: 'm', text: '', html: '' }],
    [
      'a hit shows its number on a ball (painted beneath)',
      row([3, 0, 5]),
      block(),
      1,
      { cls: 'h hb', text: '1', html: '1' },
    ],
    [
      'a number drawn twice (号码分布) shows how often',
      row([3, 0, 5]),
      block({ counted: true }),
      1,
      { cls: 'h hb', text: null, html: '<span class="rp">1<sup>2</sup></span>' },
    ],
    [
      'an attribute sits on a chip in its block colour',
      row([0, 4, 4]),
      block({ drawType: 'text', colour: 'blue', keys: keys(['大', '小', '和']) }),
      0,
      { cls: 'h', text: null, html: '<span class="c bl">大</span>' },
    ],
    [
      'a label is escaped',
      row([0, 1, 1]),
      block({ drawType: 'text', keys: keys(['<b>', 'b', 'c']) }),
      0,
      { cls: 'h', text: null, html: '<span class="c">&lt;b&gt;</span>' },
    ],
  ])('%s', (_, r, b, i, expected) => {
    expect(cellParts(r, b, i, 99)).toEqual(expected);
  });
});

describe('rowHtml', () => {
  const blocks = [block(), block({ id: 'basic:hm2', start: 3 })];
  const format: RowFormat = {
    blocks,
    keyStyles: ['', 'width:30px', '', '', '', ''],
    segments: columnSegments(blocks, [22, 30, 22, 22, 22, 22], 50, 100),
    segmentStyles: ['width:77px', 'width:69px'],
    regular: 99,
    twoDigits: true,
    specialLast: false,
  };

  it('writes the period as the row header, the draw, then the key cells with their widths in segment boxes', () => {
    const host = document.createElement('div');
    host.innerHTML = rowHtml(row([3, 0, 5, 0, 2, 2]), format);
    const r = host.firstElementChild!;
    expect(r.getAttribute('role')).toBe('row');
    const roles = (el: Element) => Array.from(el.children, (c) => [c.getAttribute('role'), c.textContent]);
    expect(roles(r)).toEqual([
      ['rowheader', '1121-0457'],
      ['cell', '01 02 01'],
      ['none', '315'],
      ['none', '022'],
    ]);
    expect(roles(r.children[2])).toEqual([
      ['cell', '3'],
      ['cell', '1'],
      ['cell', '5'],
    ]);
    expect((r.children[2] as HTMLElement).style.width).toBe('77px');
    expect((r.children[3] as HTMLElement).style.width).toBe('69px');
    expect((r.children[2].children[1] as HTMLElement).style.width).toBe('30px');
    expect(r.children[2].children[0].getAttribute('style')).toBeNull();
  });

  // Segmentations of the same six columns: in boxes of 50–100 px, 20–40 px (one or two columns,
  // across the blocks' edge) and one box of all.
  const formats = (
    [
      [50, 100],
      [20, 40],
      [10, 1000],
    ] as const
  ).map(([min, max]) => {
    const segments = columnSegments(blocks, [22, 30, 22, 22, 22, 22], min, max);
    return { ...format, segments, segmentStyles: Array.from(segments.width, (w) => `width:${w}px`) };
  });

  it.each(
    formats.flatMap((f) =>
      [
        [0, 0],
        [0, 1],
        [1, 2],
        [1, f.segments.from.length],
        [0, f.segments.from.length],
      ].map((only) => [f.segments.from.length, only as unknown as SegmentRange, f] as const),
    ),
  )(
    'of %i boxes, with the cells of [%j] only: the others empty at their width, filled back to the full row',
    (_, only, f) => {
      const r = row([3, 0, 5, 0, 2, 2]);
      const host = document.createElement('div');
      host.innerHTML = rowHtml(r, f, only);
      const boxes = Array.from(host.querySelectorAll<HTMLElement>('.sg'));
      expect(boxes).toHaveLength(f.segments.from.length);
      boxes.forEach((box, s) => {
        const inside = s >= only[0] && s < only[1];
        expect([s, box.hasAttribute('data-e'), box.childElementCount > 0]).toEqual([s, !inside, inside]);
        expect(box.style.width).toBe(`${f.segments.width[s]}px`);
        if (!inside) {
          box.innerHTML = segmentCellsHtml(r, f, s);
          box.removeAttribute('data-e');
        }
      });
      expect(host.innerHTML).toBe(rowHtml(r, f));
      expect(rowsHtml([r, r], 0, 2, f, only)).toBe(rowHtml(r, f, only).repeat(2));
    },
  );

  it('escapes what it writes', () => {
    expect(escapeHtml('a<b>&"c"')).toBe('a&lt;b&gt;&amp;&quot;c&quot;');
    expect(escapeHtml('plain')).toBe('plain');
  });
});
