import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Dice } from '@cp/shared/ui';

const ROLL_MS = 2200;
const FLICK_MS = 90;

/** Three dice tumble in the bowl, then settle on the drawn faces. */
export function DiceRoll({ faces, total }: { faces: number[]; total?: string }) {
  const [shown, setShown] = useState(faces.map(() => 1));
  const [settled, setSettled] = useState(false);
  const diceRefs = useRef<Array<HTMLDivElement | null>>([]);

  useEffect(() => {
    const flick = setInterval(() => setShown(faces.map(() => 1 + Math.floor(Math.random() * 6))), FLICK_MS);
    const animations = diceRefs.current.map((el, i) => {
      if (!el?.animate) return null;
      const frames = Array.from({ length: 7 }, (_, k) => {
        const x = Math.sin(k * 1.7 + i * 2.1) * 9;
        const y = Math.cos(k * 2.3 + i * 1.3) * 9;
        return { transform: `translate(${x}cqw, ${y}cqw) rotate(${k * 140 + i * 50}deg)` };
      });
      frames.push({ transform: 'translate(0, 0) rotate(720deg)' });
      return el.animate(frames, { duration: ROLL_MS, easing: 'cubic-bezier(.2,.6,.35,1)', fill: 'forwards' });
    });
    const stop = setTimeout(() => {
      clearInterval(flick);
      setShown(faces);
      setSettled(true);
    }, ROLL_MS);
    return () => {
      clearInterval(flick);
      clearTimeout(stop);
      animations.forEach((a) => a?.cancel());
    };
  }, [faces]);

  return (
    <Stage data-testid="dice-roll">
      <Bowl>
        {shown.map((face, i) => (
          <Slot key={i} ref={(el) => void (diceRefs.current[i] = el)}>
            <Dice face={face} size="11cqw" />
          </Slot>
        ))}
      </Bowl>
      {settled && total && <Total>{total}</Total>}
    </Stage>
  );
}

const Stage = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 2cqw;
  height: 100%;
  background: radial-gradient(circle at 50% 40%, #2f7d4a, #174a2a 70%);
`;

const Bowl = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 4cqw;
  width: 52cqw;
  height: 30cqw;
  border: 1cqw solid #8a5a2b;
  border-radius: 50%;
  background: radial-gradient(ellipse at 50% 40%, #3b9a5c, #1f5f36);
  box-shadow:
    inset 0 1cqw 3cqw rgba(0, 0, 0, 0.45),
    0 1.5cqw 3cqw rgba(0, 0, 0, 0.35);
`;

const Slot = styled.div`
  line-height: 0;
`;

const Total = styled.div`
  padding: 0.8cqw 3cqw;
  border-radius: 5cqw;
  background: rgba(0, 0, 0, 0.55);
  color: #ffd600;
  font-size: 3.4cqw;
  font-weight: 700;
`;
