import styled from 'styled-components';
import { waveColorOf } from '../../domain';
import { RoundBall } from './RoundBall';

export interface Hk6BallProps {
  n: number;
  /** The number's 生肖 from the draw's ruleDetail.shengXiao; hidden when absent. */
  zodiac?: string;
  size?: string;
  testId?: string;
  className?: string;
}

/** A six-mark number: a ball in its wave colour (红/蓝/绿波) with its zodiac animal beneath. */
export function Hk6Ball({ n, zodiac, size = '30px', testId, className }: Hk6BallProps) {
  return (
    <Wrapper className={className} $size={size}>
      <RoundBall n={n} tone={waveColorOf(n)} size={size} pad testId={testId} />
      {zodiac && <Zodiac>{zodiac}</Zodiac>}
    </Wrapper>
  );
}

const Wrapper = styled.span<{ $size: string }>`
  display: inline-flex;
  flex: none;
  flex-direction: column;
  align-items: center;
  gap: calc(${(p) => p.$size} * 0.1);
  font-size: calc(${(p) => p.$size} * 0.46);
`;

const Zodiac = styled.span`
  color: var(--zodiac-color, #555);
  line-height: 1;
`;
