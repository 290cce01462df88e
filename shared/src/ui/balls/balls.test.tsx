import { render, screen } from '@testing-library/react';
import { theme } from '../theme';
import { Dice } from './Dice';
import { Hk6Ball } from './Hk6Ball';
import { Kl10Ball } from './Kl10Ball';
import { KL10_SYMBOLS, kl10SymbolOf } from './kl10Symbols';
import { Pk10Ball, pk10Color } from './Pk10Ball';

describe('PK10 colours', () => {
  it('follow the customary palette 1–10', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(pk10Color)).toEqual([
      '#e6de00',
      '#0092dd',
      '#4b4b4b',
      '#ff7600',
      '#17e2e5',
      '#5234ff',
      '#bfbfbf',
      '#ff2600',
      '#780b00',
      '#07bf00',
    ]);
    expect(theme.ball.pk10).toHaveLength(10);
  });

  it('paint the ball in its colour', () => {
    render(<Pk10Ball n={8} testId="b" />);
    expect(getComputedStyle(screen.getByTestId('b')).backgroundColor).toBe('rgb(255, 38, 0)');
  });
});

describe('six-mark ball', () => {
  it('takes its wave colour and shows the zodiac beneath', () => {
    render(<Hk6Ball n={5} zodiac="虎" testId="b" />);
    const ball = screen.getByTestId('b');
    expect(ball.textContent).toBe('05');
    expect(getComputedStyle(ball).backgroundImage || getComputedStyle(ball).background).toContain(
      theme.ball.green[1].slice(1),
    );
    expect(screen.getByText('虎')).toBeTruthy();
  });
});

describe('dice', () => {
  it.each([1, 2, 3, 4, 5, 6])('face %i has that many pips', (face) => {
    const { container } = render(<Dice face={face} />);
    expect(container.querySelectorAll('circle')).toHaveLength(face);
  });

  it('paints the 1 and 4 pips red', () => {
    const { container } = render(<Dice face={4} />);
    expect(container.querySelector('circle')?.getAttribute('fill')).toBe('#d9232d');
  });
});

describe('快乐十分 symbols', () => {
  it('has twenty distinct symbols, one per number', () => {
    expect(KL10_SYMBOLS).toHaveLength(20);
    expect(new Set(KL10_SYMBOLS.map((s) => s.name)).size).toBe(20);
    expect(KL10_SYMBOLS.map((s) => s.n)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(kl10SymbolOf(21)).toBeUndefined();
  });

  it('labels each ball with number and symbol, 19 and 20 in red', () => {
    render(<Kl10Ball n={19} testId="b" />);
    expect(screen.getByTitle(`19 ${kl10SymbolOf(19)?.name}`)).toBeTruthy();
    expect(screen.getByRole('img', { name: kl10SymbolOf(19)?.name })).toBeTruthy();
  });
});
