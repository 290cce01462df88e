import { useEffect, useLayoutEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import styled, { keyframes } from 'styled-components';

/** A short notice in the middle of the screen that removes itself after `ms`. */
export function Toast({ message, ms, onDone }: { message: string; ms: number; onDone: () => void }) {
  const done = useRef(onDone);
  useLayoutEffect(() => {
    done.current = onDone;
  });
  useEffect(() => {
    const timer = setTimeout(() => done.current(), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  return createPortal(
    <Wrapper role="status" aria-live="polite" data-testid="toast" style={{ animationDuration: `${ms}ms` }}>
      {message}
    </Wrapper>,
    document.body,
  );
}

const fade = keyframes`
  0% { opacity: 0; transform: translate(-50%, -40%); }
  10%, 85% { opacity: 1; transform: translate(-50%, -50%); }
  100% { opacity: 0; transform: translate(-50%, -50%); }
`;

const Wrapper = styled.div`
  position: fixed;
  top: 45%;
  left: 50%;
  z-index: 1100;
  max-width: min(80vw, 420px);
  padding: 12px 20px;
  border-radius: 6px;
  background: rgba(0, 0, 0, 0.78);
  color: #fff;
  font-size: 15px;
  line-height: 1.6;
  text-align: center;
  pointer-events: none;
  animation: ${fade} linear forwards;
`;
