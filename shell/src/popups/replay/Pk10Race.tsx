import { useEffect, useRef, useState } from 'react';
import styled, { keyframes } from 'styled-components';
import { Pk10Ball, pk10Color } from '@cp/shared/ui';
import { RACE_MS, rankOfCar, trackShare } from './raceModel';

const START = 13; // % of the track width where the car noses wait
const FINISH = 86; // % where the finish line is
const COUNTDOWN_MS = 1500;
const CARS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

/** Ten numbered cars race across the track and finish in the draw order (balls[0] first). */
export function Pk10Race({ balls }: { balls: number[] }) {
  const carRefs = useRef<Array<HTMLDivElement | null>>([]);
  const [phase, setPhase] = useState<'ready' | 'racing' | 'done'>('ready');
  const [light, setLight] = useState(3);

  useEffect(() => {
    const ranks = rankOfCar(balls);
    const phases = CARS.map((car) => (car * 2.39) % (2 * Math.PI));
    let frame = 0;
    const started = performance.now() + COUNTDOWN_MS;
    const step = (now: number) => {
      const t = now - started;
      if (t < 0) setLight(Math.ceil(-t / (COUNTDOWN_MS / 3)));
      CARS.forEach((car, i) => {
        const el = carRefs.current[i];
        const share = trackShare(ranks.get(car) ?? 9, t, phases[i]);
        if (el) el.style.left = `${START + share * (FINISH - START)}%`;
      });
      if (t >= 0) setPhase(t > RACE_MS + 500 ? 'done' : 'racing');
      if (t <= RACE_MS + 600) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [balls]);

  return (
    <Track $moving={phase === 'racing'} data-testid="pk10-race">
      <FinishLine style={{ left: `${FINISH}%` }} />
      {CARS.map((car, i) => (
        <Lane key={car}>
          <Car ref={(el) => void (carRefs.current[i] = el)} style={{ left: `${START}%` }}>
            <CarShape color={pk10Color(car)} n={car} />
          </Car>
        </Lane>
      ))}
      {phase === 'ready' && <Lights>{light > 0 ? light : 'GO'}</Lights>}
      {phase === 'done' && (
        <Podium>
          <strong>冠军 {balls[0]} 号</strong>
          <Order>
            {balls.map((n, i) => (
              <Pk10Ball key={i} n={n} size="4.2cqw" />
            ))}
          </Order>
        </Podium>
      )}
    </Track>
  );
}

function CarShape({ color, n }: { color: string; n: number }) {
  return (
    <svg viewBox="0 0 64 26" width="100%" height="100%" aria-label={`${n} 号车`}>
      <ellipse cx="33" cy="23.5" rx="30" ry="2.2" fill="rgba(0,0,0,.35)" />
      <path
        d="M3 16c0-4 3-6 8-6l9-5h17l9 5h8c4 0 7 2 7 6v3.5H3z"
        fill={color}
        stroke="rgba(0,0,0,.4)"
        strokeWidth="1"
      />
      <path d="M22 6.5h13.5l6.5 3.8H18z" fill="#d7ecff" opacity="0.9" />
      <circle cx="16" cy="20" r="4.4" fill="#1b1b1b" />
      <circle cx="50" cy="20" r="4.4" fill="#1b1b1b" />
      <circle cx="16" cy="20" r="1.7" fill="#bbb" />
      <circle cx="50" cy="20" r="1.7" fill="#bbb" />
      <circle cx="33" cy="15" r="5.6" fill="#fff" stroke="rgba(0,0,0,.3)" strokeWidth="0.6" />
      <text
        x="33"
        y="18.6"
        textAnchor="middle"
        fontSize={n === 10 ? 8 : 10}
        fontWeight="700"
        fill="#111"
        fontFamily="Arial, sans-serif"
      >
        {n}
      </text>
    </svg>
  );
}

const road = keyframes`
  from { background-position: 0 0; }
  to { background-position: -6cqw 0; }
`;

const Track = styled.div<{ $moving: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  justify-content: center;
  height: 100%;
  padding: 1.6cqw 0;
  overflow: hidden;
  border-top: 1.2cqw solid #7c8c3a;
  border-bottom: 1.2cqw solid #7c8c3a;
  background: linear-gradient(#44474d, #35383d);
  --road-state: ${(p) => (p.$moving ? 'running' : 'paused')};
`;

const Lane = styled.div`
  position: relative;
  flex: 1;
  &::after {
    content: '';
    position: absolute;
    right: 0;
    bottom: 0;
    left: 0;
    height: 0.25cqw;
    background: repeating-linear-gradient(90deg, rgba(255, 255, 255, 0.35) 0 3cqw, transparent 3cqw 6cqw);
    animation: ${road} 0.3s linear infinite;
    animation-play-state: var(--road-state);
  }
  &:last-of-type::after {
    display: none;
  }
`;

const Car = styled.div`
  position: absolute;
  top: 4%;
  z-index: 1;
  width: 10.5cqw;
  height: 92%;
  transform: translateX(-100%);
`;

const FinishLine = styled.div`
  position: absolute;
  top: 0;
  bottom: 0;
  width: 1.4cqw;
  margin-left: -0.7cqw;
  background: repeating-conic-gradient(#fff 0 25%, #111 0 50%) 0 0 / 1.4cqw 1.4cqw;
  opacity: 0.9;
`;

const Lights = styled.div`
  position: absolute;
  top: 50%;
  left: 50%;
  padding: 1cqw 3cqw;
  border-radius: 1cqw;
  background: rgba(0, 0, 0, 0.7);
  color: #ffd600;
  font:
    700 7cqw/1 Arial,
    sans-serif;
  transform: translate(-50%, -50%);
`;

const pop = keyframes`
  from { opacity: 0; transform: translate(-50%, -40%) scale(0.9); }
  to { opacity: 1; transform: translate(-50%, -50%) scale(1); }
`;

const Podium = styled.div`
  position: absolute;
  top: 50%;
  left: 50%;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 1.6cqw;
  padding: 2cqw 3cqw;
  border-radius: 1.2cqw;
  background: rgba(0, 0, 0, 0.78);
  color: #ffd600;
  font-size: 3.4cqw;
  animation: ${pop} 0.35s ease-out both;
  transform: translate(-50%, -50%);
`;

const Order = styled.div`
  display: flex;
  gap: 0.6cqw;
`;
