import styled from 'styled-components';
import { RoundBall } from './RoundBall';
import { kl10SymbolOf } from './kl10Symbols';

export interface Kl10BallProps {
  n: number;
  size?: string;
  /** Hides the symbol beneath the ball (dense tables). */
  plain?: boolean;
  testId?: string;
  className?: string;
}

/**
 * A 快乐十分 number: the ball (19 and 20 are the game's red numbers, the rest blue) with its
 * fruit or vegetable symbol beneath; the symbol's name is its tooltip and accessible label.
 */
export function Kl10Ball({ n, size = '28px', plain = false, testId, className }: Kl10BallProps) {
  const symbol = kl10SymbolOf(n);
  const label = symbol ? `${String(n).padStart(2, '0')} ${symbol.name}` : String(n);
  return (
    <Wrapper className={className} $size={size} title={label}>
      <RoundBall n={n} tone={n >= 19 ? 'red' : 'blue'} size={size} pad testId={testId} />
      {!plain && symbol && (
        <Glyph viewBox="0 0 24 24" role="img" aria-label={symbol.name}>
          {symbol.glyph}
        </Glyph>
      )}
    </Wrapper>
  );
}

const Wrapper = styled.span<{ $size: string }>`
  display: inline-flex;
  flex: none;
  flex-direction: column;
  align-items: center;
  gap: calc(${(p) => p.$size} * 0.08);
  --glyph: calc(${(p) => p.$size} * 0.78);
`;

const Glyph = styled.svg`
  width: var(--glyph);
  height: var(--glyph);
`;
