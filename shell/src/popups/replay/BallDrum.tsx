import { Fragment, useEffect, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import type { Family } from '@cp/shared/domain';
import { RoundBall } from '@cp/shared/ui';
import { MIX_MS, drumPool, drumPosition, drumTone, releaseGap, traySize } from './drumModel';
import { TrayBall } from './TrayBall';

const R = 0.13; // drum ball radius, share of the drum radius

interface BallDrumProps {
  group: Family;
  balls: number[];
  zodiacs?: string[];
  /** Shown after the last ball (幸运28's sum). */
  sum?: { value: number; tone: 'red' | 'blue' | 'green' | 'orange' };
}

/** Balls tumble in a drum and roll out one by one into the tray; six-mark's special number comes last after a '+'. */
export function BallDrum({ group, balls, zodiacs = [], sum }: BallDrumProps) {
  const pool = useMemo(() => drumPool(group, balls), [group, balls]);
  const outlet = useRef<HTMLDivElement>(null);
  const ballRefs = useRef<Array<HTMLSpanElement | null>>([]);
  const [released, setReleased] = useState(0);

  useEffect(() => {
    const gap = releaseGap(balls.length);
    const timers = balls.map((_, i) => setTimeout(() => setReleased(i + 1), MIX_MS + i * gap));
    return () => timers.forEach(clearTimeout);
  }, [balls]);

  useEffect(() => {
    let frame = 0;
    const start = performance.now();
    const step = (now: number) => {
      const t = (now - start) / 1000;
      pool.forEach((_, i) => {
        const el = ballRefs.current[i];
        const p = drumPosition(i, t, R);
        if (el) el.style.transform = `translate(${(p.x * 50) / R}%, ${(p.y * 50) / R}%)`;
      });
      frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [pool]);

  const gone = new Set(balls.slice(0, released));
  const many = balls.length > 10;
  const size = traySize(balls.length);
  const hk6 = group === 'hk6';

  return (
    <Stage data-testid="ball-drum">
      <DrumBox>
        <Drum>
          {pool.map((n, i) => (
            <Mini
              key={n}
              ref={(el) => void (ballRefs.current[i] = el)}
              style={{ opacity: gone.has(n) && group !== 'ssc' && group !== 'others' && group !== 'xy28' ? 0 : 1 }}
            >
              <RoundBall n={n} tone={drumTone(group, n)} size="100%" />
            </Mini>
          ))}
        </Drum>
        <Outlet ref={outlet} />
      </DrumBox>
      <Tray $many={many}>
        <TrayTitle>开奖号码</TrayTitle>
        <Slots $many={many}>
          {balls.map((n, i) => (
            <Fragment key={i}>
              {hk6 && i === balls.length - 1 && <Mark>+</Mark>}
              {group === 'xy28' && i > 0 && <Mark>+</Mark>}
              <Slot $size={size} $empty={i >= released}>
                {i < released && <TrayBall group={group} n={n} zodiac={zodiacs[i]} size={size} outlet={outlet} />}
              </Slot>
            </Fragment>
          ))}
          {sum && (
            <>
              <Mark>=</Mark>
              <Slot $size={size} $empty={released < balls.length}>
                {released >= balls.length && <RoundBall n={sum.value} tone={sum.tone} size={size} />}
              </Slot>
            </>
          )}
        </Slots>
      </Tray>
    </Stage>
  );
}

const Stage = styled.div`
  display: flex;
  align-items: center;
  gap: 3cqw;
  height: 100%;
  padding: 0 3cqw;
  background: radial-gradient(circle at 30% 40%, #5b1d22, #2a0d10 75%);
`;

const DrumBox = styled.div`
  position: relative;
  flex: none;
  width: 34cqw;
  height: 34cqw;
`;

const Drum = styled.div`
  position: absolute;
  inset: 0;
  overflow: hidden;
  border: 0.6cqw solid rgba(255, 255, 255, 0.55);
  border-radius: 50%;
  background: radial-gradient(circle at 35% 30%, rgba(255, 255, 255, 0.35), rgba(255, 255, 255, 0.06) 60%);
  box-shadow:
    inset 0 0 3cqw rgba(255, 255, 255, 0.25),
    0 1cqw 3cqw rgba(0, 0, 0, 0.5);
`;

const Mini = styled.span`
  position: absolute;
  top: calc(50% - ${R * 50}%);
  left: calc(50% - ${R * 50}%);
  width: ${R * 100}%;
  height: ${R * 100}%;
  font-size: 0;
  transition: opacity 0.2s;
  span {
    font-size: 1.8cqw;
  }
`;

const Outlet = styled.div`
  position: absolute;
  bottom: -2.5cqw;
  left: calc(50% - 3cqw);
  width: 6cqw;
  height: 3cqw;
  border-radius: 0 0 1cqw 1cqw;
  background: linear-gradient(#c9c9c9, #8d8d8d);
`;

const Tray = styled.div<{ $many: boolean }>`
  --zodiac-color: #eee;
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 2cqw;
  padding: 2.4cqw;
  border: 1px solid rgba(255, 255, 255, 0.18);
  border-radius: 1.2cqw;
  background: rgba(0, 0, 0, 0.35);
`;

const TrayTitle = styled.div`
  color: #ffd600;
  font-size: 2.4cqw;
  font-weight: 700;
`;

const Slots = styled.div<{ $many: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${(p) => (p.$many ? '1cqw' : '1.4cqw')};
`;

const Slot = styled.span<{ $size: string; $empty: boolean }>`
  display: inline-flex;
  justify-content: center;
  min-width: ${(p) => p.$size};
  min-height: ${(p) => p.$size};
  border-radius: 50%;
  background: ${(p) => (p.$empty ? 'rgba(255, 255, 255, 0.08)' : 'transparent')};
`;

const Mark = styled.span`
  align-self: center;
  color: #fff;
  font-size: 4cqw;
  font-weight: 700;
`;
