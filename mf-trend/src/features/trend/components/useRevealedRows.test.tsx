import { act, renderHook } from '@testing-library/react';
import { useRevealedRows } from './useRevealedRows';

/** The hook over a scheduler the test runs by hand (one call = the next frame). */
function setup(target: number, table: unknown = 'a') {
  const frames: Array<() => void> = [];
  const schedule = (fn: () => void) => void frames.push(fn);
  const hook = renderHook((p: { target: number; table: unknown }) => useRevealedRows(p.target, p.table, schedule), {
    initialProps: { target, table },
  });
  const nextFrame = () => act(() => frames.shift()?.());
  return { hook, frames, nextFrame };
}

describe('useRevealedRows: a chunk a slice a frame, everything else at once', () => {
  it('shows the first rows of a table at once', () => {
    const { hook, frames } = setup(30);
    expect(hook.result.current).toBe(30);
    expect(frames).toHaveLength(0);
  });

  it('reveals an appended chunk of 30 in slices of 10, one per frame', () => {
    const { hook, frames, nextFrame } = setup(30);
    hook.rerender({ target: 60, table: 'a' });
    const seen = [hook.result.current];
    while (frames.length) {
      nextFrame();
      seen.push(hook.result.current);
    }
    expect(seen).toEqual([40, 50, 60]);
  });

  it.each([
    ['a live row', 31],
    ['fewer rows', 20],
    ['a few more', 40],
  ])('%s: at once', (_, next) => {
    const { hook, frames } = setup(30);
    hook.rerender({ target: next, table: 'a' });
    expect(hook.result.current).toBe(next);
    expect(frames).toHaveLength(0);
  });

  it('another table shows whole at once, and a chunk after a live row starts from what is shown', () => {
    const { hook, frames, nextFrame } = setup(30);
    hook.rerender({ target: 90, table: 'b' });
    expect(hook.result.current).toBe(90);
    hook.rerender({ target: 31, table: 'c' });
    hook.rerender({ target: 32, table: 'c' });
    expect(hook.result.current).toBe(32);
    hook.rerender({ target: 62, table: 'c' });
    expect(hook.result.current).toBe(42);
    nextFrame();
    nextFrame();
    expect(hook.result.current).toBe(62);
    expect(frames).toHaveLength(0);
  });
});
