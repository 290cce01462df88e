import { Fragment } from 'react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { Family, RuleDetail } from '../../domain';
import { theme } from '../theme';
import type { BallTone } from '../theme';
import { Dice } from '../balls/Dice';
import { Hk6Ball } from '../balls/Hk6Ball';
import { Kl10Ball } from '../balls/Kl10Ball';
import { Pk10Ball } from '../balls/Pk10Ball';
import { RoundBall } from '../balls/RoundBall';
import { DrawSummary } from './DrawSummary';

/** The part of a draw the balls need (a PublicDraw fits). */
export interface DrawLike {
  balls: number[];
  ruleDetail?: RuleDetail | null;
}

export interface DrawBallsProps {
  group: Family;
  draw: DrawLike | null | undefined;
  /** Ball size, any CSS length (px on desktop, rem on mobile). */
  size?: string;
  /** Shows the family's sums / 冠亚和 / 龙虎 under the balls (default true). */
  summary?: boolean;
  className?: string;
}

const BALL = 'draw-ball';
const XY28_TONE: Record<string, BallTone> = { 红: 'red', 蓝: 'blue', 绿: 'green' };

function renderBalls(group: Family, draw: DrawLike, size: string): ReactNode {
  const { balls } = draw;
  const detail = draw.ruleDetail ?? {};
  switch (group) {
    case 'pk10':
      return balls.map((n, i) => <Pk10Ball key={i} n={n} size={size} testId={BALL} />);
    case 'k3':
      return balls.map((n, i) => <Dice key={i} face={n} size={size} testId={BALL} />);
    case 'kl10':
      return balls.map((n, i) => <Kl10Ball key={i} n={n} size={size} testId={BALL} />);
    case 'hk6': {
      const zodiacs = Array.isArray(detail.shengXiao) ? detail.shengXiao.map(String) : [];
      return balls.map((n, i) => (
        <Fragment key={i}>
          {i === balls.length - 1 && <Mark $size={size}>+</Mark>}
          <Hk6Ball n={n} zodiac={zodiacs[i]} size={size} testId={BALL} />
        </Fragment>
      ));
    }
    case 'xy28': {
      const sum = typeof detail.zongHe === 'number' ? detail.zongHe : balls.reduce((a, b) => a + b, 0);
      return (
        <>
          {balls.map((n, i) => (
            <Fragment key={i}>
              {i > 0 && <Mark $size={size}>+</Mark>}
              <RoundBall n={n} tone="grey" size={size} testId={BALL} />
            </Fragment>
          ))}
          <Mark $size={size}>=</Mark>
          <RoundBall n={sum} tone={XY28_TONE[String(detail.boSe)] ?? 'orange'} size={size} />
        </>
      );
    }
    case 'kl8':
      return balls.map((n, i) => (
        <RoundBall key={i} n={n} tone={n <= 40 ? 'red' : 'blue'} size={size} pad testId={BALL} />
      ));
    case '11x5':
      return balls.map((n, i) => <RoundBall key={i} n={n} size={size} pad testId={BALL} />);
    default:
      return balls.map((n, i) => <RoundBall key={i} n={n} size={size} testId={BALL} />);
  }
}

/**
 * A draw in its family's visual language: PK10 coloured squares, six-mark wave-coloured balls
 * with their zodiac and the special number after a '+', dice for 快3, fruit symbols for
 * 快乐十分, 幸运28's three digits and their sum, plain balls elsewhere; then the summary chips.
 * Each ball carries data-testid="draw-ball".
 */
export function DrawBalls({ group, draw, size = '28px', summary = true, className }: DrawBallsProps) {
  if (!draw || draw.balls.length === 0) {
    return (
      <Empty className={className} data-testid="draw-balls-empty">
        暂无开奖数据
      </Empty>
    );
  }
  return (
    <Wrapper className={className} data-testid="draw-balls" $size={size}>
      <Row $size={size} $tight={group === 'kl8'}>
        {renderBalls(group, draw, size)}
      </Row>
      {summary && <DrawSummary group={group} detail={draw.ruleDetail} size={`calc(${size} * 0.78)`} />}
    </Wrapper>
  );
}

const Wrapper = styled.div<{ $size: string }>`
  display: flex;
  flex-direction: column;
  gap: calc(${(p) => p.$size} * 0.3);
  min-width: 0;
`;

const Row = styled.div<{ $size: string; $tight: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: calc(${(p) => p.$size} * ${(p) => (p.$tight ? 0.1 : 0.16)});
`;

const Mark = styled.span<{ $size: string }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  height: ${(p) => p.$size};
  min-width: calc(${(p) => p.$size} * 0.4);
  color: ${theme.color.textMuted};
  font-size: calc(${(p) => p.$size} * 0.6);
  font-weight: 700;
`;

const Empty = styled.div`
  color: ${theme.color.textMuted};
  font-size: 0.9em;
`;
