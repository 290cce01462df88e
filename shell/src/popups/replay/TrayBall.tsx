import { useLayoutEffect, useRef } from 'react';
import type { RefObject } from 'react';
import styled from 'styled-components';
import type { Family } from '@cp/shared/domain';
import { Hk6Ball, Kl10Ball, RoundBall } from '@cp/shared/ui';
import { drumTone } from './drumModel';

interface TrayBallProps {
  group: Family;
  n: number;
  zodiac?: string;
  size: string;
  /** Where the ball leaves the drum; it rolls from there into its place. */
  outlet: RefObject<HTMLElement | null>;
}

/** A drawn ball in the result tray; on mounting it rolls out of the drum's outlet into place. */
export function TrayBall({ group, n, zodiac, size, outlet }: TrayBallProps) {
  const ref = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    const from = outlet.current?.getBoundingClientRect();
    if (!el?.animate || !from) return;
    const to = el.getBoundingClientRect();
    const dx = from.left + from.width / 2 - (to.left + to.width / 2);
    const dy = from.top + from.height / 2 - (to.top + to.height / 2);
    const animation = el.animate(
      [
        { transform: `translate(${dx}px, ${dy}px) rotate(-540deg) scale(0.7)` },
        { transform: `translate(${dx * 0.55}px, ${Math.max(dy, 0) * 0.2}px) rotate(-240deg) scale(0.9)`, offset: 0.55 },
        { transform: 'translate(0, 0) rotate(0) scale(1)' },
      ],
      { duration: 750, easing: 'cubic-bezier(.3,.1,.3,1)' },
    );
    return () => animation.cancel();
  }, [outlet]);

  return (
    <Holder ref={ref} data-testid="replay-ball">
      {group === 'hk6' ? (
        <Hk6Ball n={n} zodiac={zodiac} size={size} />
      ) : group === 'kl10' ? (
        <Kl10Ball n={n} size={size} />
      ) : (
        <RoundBall n={n} tone={drumTone(group, n)} size={size} pad={group === 'kl8' || group === '11x5'} />
      )}
    </Holder>
  );
}

const Holder = styled.span`
  display: inline-flex;
  will-change: transform;
`;
