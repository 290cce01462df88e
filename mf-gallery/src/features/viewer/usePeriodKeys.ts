import { useEffect, useRef } from 'react';
import type { PeriodStep } from './PaperStore';

/** Where arrow keys belong to the control (moving a caret, a date, a range). */
function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** ← turns to 上一期 and → to 下一期 while the viewer is on screen (not while typing). */
export function usePeriodKeys(onStep: (step: PeriodStep) => void): void {
  const latest = useRef(onStep);
  useEffect(() => {
    latest.current = onStep;
  });
  useEffect(() => {
    const handleKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey || e.shiftKey || isEditable(e.target)) return;
      if (e.key === 'ArrowLeft') latest.current('previous');
      else if (e.key === 'ArrowRight') latest.current('next');
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', handleKey);
    return () => window.removeEventListener('keydown', handleKey);
  }, []);
}
