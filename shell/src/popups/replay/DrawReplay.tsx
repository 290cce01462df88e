import { useState } from 'react';
import styled from 'styled-components';
import type { DrawInfo } from '@cp/shared/api';
import { Countdown } from '@cp/shared/ui';
import { BallDrum } from './BallDrum';
import { DiceRoll } from './DiceRoll';
import { Pk10Race } from './Pk10Race';

const SUM_TONE: Record<string, 'red' | 'blue' | 'green'> = { 红: 'red', 蓝: 'blue', 绿: 'green' };

/**
 * The animated replay of a lottery's latest draw in an 880×568 frame (scaled down to the
 * width on phones): a car race for PK10, dice for 快3, a ball drum for the others. It starts
 * again for each new draw and on 重新播放.
 */
export default function DrawReplay({ info }: { info: DrawInfo }) {
  const [round, setRound] = useState(0);
  const draw = info.prePeriod;
  if (!draw) return null;
  const detail = draw.ruleDetail ?? {};
  const zodiacs = Array.isArray(detail.shengXiao) ? detail.shengXiao.map(String) : [];

  let stage;
  if (info.group === 'pk10') stage = <Pk10Race balls={draw.balls} />;
  else if (info.group === 'k3') {
    const total =
      detail.zongHe !== undefined
        ? `总和 ${detail.zongHe} · ${detail.zongHeDaXiao ?? ''} ${detail.zongHeDanShuang ?? ''} · ${detail.xingTai ?? ''}`
        : undefined;
    stage = <DiceRoll faces={draw.balls} total={total} />;
  } else {
    const sum =
      info.group === 'xy28' && typeof detail.zongHe === 'number'
        ? { value: detail.zongHe, tone: SUM_TONE[String(detail.boSe)] ?? ('orange' as const) }
        : undefined;
    stage = <BallDrum group={info.group} balls={draw.balls} zodiacs={zodiacs} sum={sum} />;
  }

  return (
    <Frame data-testid="draw-replay">
      <Stage key={`${draw.period}-${round}`}>{stage}</Stage>
      <Bar>
        <span>
          {info.name} 第 <b>{draw.period}</b> 期
        </span>
        <Next>
          距下期 <Countdown to={info.nextPeriod.drawTime} />
        </Next>
        <Replay type="button" onClick={() => setRound((r) => r + 1)} data-testid="replay-button">
          ↻ 重新播放
        </Replay>
      </Bar>
    </Frame>
  );
}

const Frame = styled.div`
  container-type: inline-size;
  display: flex;
  flex-direction: column;
  width: 100%;
  aspect-ratio: 880 / 568;
  overflow: hidden;
  background: #111;
`;

const Stage = styled.div`
  flex: 1;
  min-height: 0;
`;

const Bar = styled.div`
  display: flex;
  flex: none;
  align-items: center;
  gap: 3cqw;
  height: 9cqw;
  padding: 0 2.4cqw;
  background: #1c1c1c;
  color: #ddd;
  font-size: max(12px, 2cqw);
  b {
    color: #ffd600;
  }
`;

const Next = styled.span`
  margin-left: auto;
  span {
    color: #ffd600;
  }
`;

const Replay = styled.button`
  height: max(26px, 4.6cqw);
  padding: 0 2cqw;
  border: 0;
  border-radius: 4cqw;
  background: #d9232d;
  color: #fff;
  font-size: max(12px, 1.9cqw);
  cursor: pointer;
  &:hover {
    background: #b3121a;
  }
`;
