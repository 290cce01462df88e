import styled from 'styled-components';
import { theme } from '../theme';

export interface Pk10BallProps {
  n: number;
  size?: string;
  testId?: string;
  className?: string;
}

/** Background colour of a PK10 number (1–10) in the customary palette. */
export const pk10Color = (n: number): string => theme.ball.pk10[(n - 1 + 10) % 10];

/** A PK10 number: white bold digits on its customary colour, a rounded square. */
export function Pk10Ball({ n, size = '28px', testId, className }: Pk10BallProps) {
  return (
    <Wrapper className={className} $color={pk10Color(n)} $size={size} data-testid={testId} data-number={n}>
      {n}
    </Wrapper>
  );
}

const Wrapper = styled.span<{ $color: string; $size: string }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${(p) => p.$size};
  height: ${(p) => p.$size};
  border-radius: calc(${(p) => p.$size} * 0.18);
  background: ${(p) => p.$color};
  box-shadow: inset 0 -2px 0 rgba(0, 0, 0, 0.15);
  color: #fff;
  font-family: Arial, Helvetica, sans-serif;
  font-size: calc(${(p) => p.$size} * 0.56);
  font-weight: 700;
  line-height: 1;
  /* Keeps the white digits readable on the light colours (yellow, cyan, light grey). */
  text-shadow:
    0 0 2px rgba(0, 0, 0, 0.55),
    0 1px 1px rgba(0, 0, 0, 0.4);
  user-select: none;
`;
