import styled from 'styled-components';

/** Pip centres on a 24-unit face for each value 1–6. */
const PIPS: Record<number, Array<[number, number]>> = {
  1: [[12, 12]],
  2: [
    [7, 7],
    [17, 17],
  ],
  3: [
    [6.5, 6.5],
    [12, 12],
    [17.5, 17.5],
  ],
  4: [
    [7, 7],
    [17, 7],
    [7, 17],
    [17, 17],
  ],
  5: [
    [6.5, 6.5],
    [17.5, 6.5],
    [12, 12],
    [6.5, 17.5],
    [17.5, 17.5],
  ],
  6: [
    [7, 6],
    [17, 6],
    [7, 12],
    [17, 12],
    [7, 18],
    [17, 18],
  ],
};

export interface DiceProps {
  face: number;
  size?: string;
  testId?: string;
  className?: string;
}

/** A die face 1–6 drawn with SVG pips; as on Chinese dice, the 1 and 4 pips are red. */
export function Dice({ face, size = '28px', testId, className }: DiceProps) {
  const pips = PIPS[face] ?? [];
  const red = face === 1 || face === 4;
  return (
    <Wrapper
      className={className}
      $size={size}
      data-testid={testId}
      data-number={face}
      role="img"
      aria-label={`骰子 ${face} 点`}
    >
      <svg viewBox="0 0 24 24" width="100%" height="100%" aria-hidden="true">
        <rect x="0.75" y="0.75" width="22.5" height="22.5" rx="4.5" fill="#fff" stroke="#cfcfcf" strokeWidth="1.5" />
        {pips.map(([cx, cy]) => (
          <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r={face === 1 ? 3.6 : 2.3} fill={red ? '#d9232d' : '#222'} />
        ))}
      </svg>
    </Wrapper>
  );
}

const Wrapper = styled.span<{ $size: string }>`
  display: inline-block;
  flex: none;
  width: ${(p) => p.$size};
  height: ${(p) => p.$size};
  line-height: 0;
  filter: drop-shadow(0 1px 1px rgba(0, 0, 0, 0.2));
`;
