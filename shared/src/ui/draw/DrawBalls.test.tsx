import { render, screen, within } from '@testing-library/react';
import { ruleDetail } from '../../domain';
import type { Family } from '../../domain';
import { DrawBalls } from './DrawBalls';
import { chipTone, drawSummary } from './drawSummary';

const drawnAt = Date.parse('2026-11-21T21:30:00+08:00');
const draw = (group: Family, balls: number[]) => ({ balls, ruleDetail: ruleDetail(group, balls, drawnAt) });
const texts = (group: Family, balls: number[]) =>
  drawSummary(group, draw(group, balls).ruleDetail).map((g) => `${g.label} ${g.chips.map((c) => c.text).join(' ')}`);

describe('drawSummary', () => {
  it('PK10: 冠亚和 with 大小单双, then the five 龙虎', () => {
    expect(texts('pk10', [3, 8, 1, 10, 5, 2, 9, 4, 7, 6])).toEqual(['冠亚和 11 和 单', '龙虎 虎 龙 虎 龙 龙']);
  });

  it('six-mark: the total and the special number', () => {
    const [total, special] = texts('hk6', [44, 41, 29, 25, 23, 19, 49]);
    expect(total).toBe('总和 230 大 双');
    expect(special).toBe('特码 和 和 绿波 家禽');
  });

  it('时时彩: total, 龙虎 and the three shapes', () => {
    expect(texts('ssc', [1, 2, 3, 4, 5])).toEqual(['总和 15 小 单', '龙虎 虎', '前三 顺子', '中三 顺子', '后三 顺子']);
  });

  it('快3: total and shape', () => {
    expect(texts('k3', [1, 1, 1])).toEqual(['总和 3 和 单', '形态 三同号']);
  });

  it('幸运28 leaves out 无 values', () => {
    expect(texts('xy28', [0, 0, 0])).toEqual(['和值 0 小 双', '组合 小双', '极值 极小']);
  });

  it('tones: 大/单/龙 red, 小/双/虎 blue, 和 green, numbers plain', () => {
    expect(['大', '单', '龙', '小', '双', '虎', '和', '16'].map(chipTone)).toEqual([
      'red',
      'red',
      'red',
      'blue',
      'blue',
      'blue',
      'green',
      'plain',
    ]);
  });

  it('is empty without a rule detail', () => {
    expect(drawSummary('pk10', undefined)).toEqual([]);
  });
});

describe('<DrawBalls>', () => {
  it('PK10: ten coloured numbers in draw order, marked as draw balls', () => {
    render(<DrawBalls group="pk10" draw={draw('pk10', [3, 8, 1, 10, 5, 2, 9, 4, 7, 6])} />);
    const balls = screen.getAllByTestId('draw-ball');
    expect(balls.map((b) => b.textContent)).toEqual(['3', '8', '1', '10', '5', '2', '9', '4', '7', '6']);
    expect(screen.getByTestId('draw-summary').textContent).toContain('冠亚和');
  });

  it('six-mark: two-digit balls, zodiac beneath, special number after a +', () => {
    const { container } = render(<DrawBalls group="hk6" draw={draw('hk6', [44, 41, 29, 25, 23, 19, 5])} />);
    const balls = screen.getAllByTestId('draw-ball');
    expect(balls.map((b) => b.textContent)).toEqual(['44', '41', '29', '25', '23', '19', '05']);
    const row = container.querySelector('[data-testid=draw-balls] > div') as HTMLElement;
    expect(row.textContent).toMatch(/19.*\+05/);
    expect(row.textContent).toContain('猪');
  });

  it('快3: dice faces', () => {
    render(<DrawBalls group="k3" draw={draw('k3', [2, 5, 6])} />);
    expect(screen.getAllByRole('img').map((d) => d.getAttribute('aria-label'))).toEqual([
      '骰子 2 点',
      '骰子 5 点',
      '骰子 6 点',
    ]);
  });

  it('快乐十分: each number labelled with its symbol', () => {
    render(<DrawBalls group="kl10" draw={draw('kl10', [1, 2, 3, 4, 5, 6, 7, 20])} summary={false} />);
    expect(screen.getAllByTestId('draw-ball')).toHaveLength(8);
    expect(screen.getByTitle('01 西瓜')).toBeTruthy();
    expect(screen.getByTitle('20 白菜')).toBeTruthy();
    expect(screen.queryByTestId('draw-summary')).toBeNull();
  });

  it('幸运28: three digits and their sum', () => {
    const { container } = render(<DrawBalls group="xy28" draw={draw('xy28', [4, 5, 9])} summary={false} />);
    expect(container.textContent).toBe('4+5+9=18');
    expect(screen.getAllByTestId('draw-ball')).toHaveLength(3);
  });

  it('says so when there is no draw yet', () => {
    render(<DrawBalls group="pk10" draw={null} />);
    expect(screen.getByTestId('draw-balls-empty').textContent).toBe('暂无开奖数据');
  });

  it('pads 11选5 and 快乐8 numbers to two digits', () => {
    render(<DrawBalls group="11x5" draw={draw('11x5', [1, 2, 3, 4, 11])} summary={false} />);
    expect(within(screen.getByTestId('draw-balls')).getAllByTestId('draw-ball')[0].textContent).toBe('01');
  });
});
