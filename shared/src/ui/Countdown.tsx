import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { useStores } from '@cp/shared/stores';
import { theme } from './theme';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Time left as the site shows it: MM:SS under an hour, HH:MM:SS under a day, then
 * "N天 HH:MM:SS". Partial seconds round up, so the display reaches 00:00 only when due.
 * Returns '' when the time is up.
 */
export function formatCountdown(ms: number): string {
  if (!(ms > 0)) return '';
  const total = Math.ceil(ms / 1000);
  const days = Math.floor(total / 86400);
  const h = Math.floor((total % 86400) / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  if (days > 0) return `${days}天 ${pad(h)}:${pad(m)}:${pad(s)}`;
  if (h > 0) return `${pad(h)}:${pad(m)}:${pad(s)}`;
  return `${pad(m)}:${pad(s)}`;
}

export interface CountdownProps {
  /** The moment to count down to: ISO 8601 or epoch ms on the server's clock. */
  to: string | number | null | undefined;
  /** Shown once the time is up, until the new draw arrives. */
  dueText?: string;
  /** Digits in small red boxes (draw cards) instead of plain text. */
  boxed?: boolean;
  className?: string;
  testId?: string;
}

/**
 * Counts down to a server-clock time (draws.serverNow(), so a wrong client clock does not
 * matter) and shows 开奖中… when due. Ticks when the shown second changes.
 */
export function Countdown({ to, dueText = '开奖中…', boxed = false, className, testId = 'countdown' }: CountdownProps) {
  const { draws } = useStores();
  const target = typeof to === 'string' ? Date.parse(to) : (to ?? NaN);
  // renderNow is newer than some shells a remote runs in (the stores are their singleton, this
  // component is bundled into the remote): without it, start from now.
  const [now, setNow] = useState(() => {
    const older: { renderNow?: () => number } = draws;
    return older.renderNow ? older.renderNow.call(draws) : draws.serverNow();
  });
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const n = draws.serverNow();
      setNow(n);
      // Wake up just after the shown (rounded-up) second changes.
      const partial = Number.isFinite(target) ? (((target - n) % 1000) + 1000) % 1000 : 0;
      timer = setTimeout(tick, (partial || 1000) + 5);
    };
    tick();
    return () => clearTimeout(timer);
  }, [draws, target]);

  if (!Number.isFinite(target))
    return (
      <Plain className={className} data-testid={testId}>
        --:--
      </Plain>
    );
  const text = formatCountdown(target - now);
  if (!text) {
    return (
      <Due className={className} data-testid={testId} data-due="true">
        {dueText}
      </Due>
    );
  }
  if (!boxed) {
    return (
      <Plain className={className} data-testid={testId} role="timer">
        {text}
      </Plain>
    );
  }
  const [days, clock] = text.includes('天') ? text.split(' ') : [null, text];
  return (
    <Boxes className={className} data-testid={testId} role="timer" aria-label={text}>
      {days && <Days>{days}</Days>}
      {clock.split(':').map((part, i) => (
        <span key={i}>
          {i > 0 && <Colon>:</Colon>}
          <Box>{part}</Box>
        </span>
      ))}
    </Boxes>
  );
}

const Plain = styled.span`
  color: ${theme.color.brand};
  font-family: ${theme.font.mono};
  font-weight: 700;
  white-space: nowrap;
`;

const Due = styled.span`
  color: ${theme.color.brand};
  font-weight: 700;
  white-space: nowrap;
`;

const Boxes = styled.span`
  display: inline-flex;
  align-items: center;
  white-space: nowrap;
`;

const Days = styled.span`
  margin-right: 0.3em;
  color: ${theme.color.brand};
  font-weight: 700;
`;

const Box = styled.span`
  display: inline-block;
  min-width: 1.7em;
  padding: 0.15em 0.2em;
  border-radius: 3px;
  background: ${theme.color.brand};
  color: #fff;
  font-family: ${theme.font.mono};
  font-weight: 700;
  line-height: 1.2;
  text-align: center;
`;

const Colon = styled.span`
  margin: 0 0.15em;
  color: ${theme.color.brand};
  font-weight: 700;
`;
