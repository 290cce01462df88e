import styled from 'styled-components';
import { theme } from '../theme';
import type { BallTone } from '../theme';

export interface RoundBallProps {
  n: number;
  tone?: BallTone;
  /** Any CSS length: px on desktop, rem on mobile. */
  size?: string;
  /** Two digits (01–49) instead of the plain number. */
  pad?: boolean;
  testId?: string;
  className?: string;
}

/** A plain round lottery ball with a white number (ssc, 11x5, kl8, xy28, 3D and the base of the others). */
export function RoundBall({ n, tone = 'red', size = '28px', pad = false, testId, className }: RoundBallProps) {
  return (
    <Wrapper className={className} $tone={tone} $size={size} data-testid={testId} data-number={n}>
      {pad ? String(n).padStart(2, '0') : n}
    </Wrapper>
  );
}

const Wrapper = styled.span<{ $tone: BallTone; $size: string }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${(p) => p.$size};
  height: ${(p) => p.$size};
  border-radius: 50%;
  background: radial-gradient(
    circle at 34% 28%,
    ${(p) => theme.ball[p.$tone][0]} 0%,
    ${(p) => theme.ball[p.$tone][1]} 72%
  );
  box-shadow: inset 0 -2px 3px rgba(0, 0, 0, 0.18);
  color: #fff;
  font-family: Arial, Helvetica, sans-serif;
  font-size: calc(${(p) => p.$size} * 0.5);
  font-weight: 700;
  line-height: 1;
  text-shadow: 0 1px 1px rgba(0, 0, 0, 0.25);
  user-select: none;
`;
