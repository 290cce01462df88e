import { act, render } from '@testing-library/react';
import { useRef } from 'react';
import { useNear } from './useNear';

/** IntersectionObserver as the hook uses it: what is observed, and a way to report it in view. */
const observed: Element[] = [];
let report: ((entries: { isIntersecting: boolean }[]) => void) | null = null;
const disconnect = jest.fn();

beforeEach(() => {
  observed.length = 0;
  report = null;
  disconnect.mockClear();
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = class {
    constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
      report = callback;
    }
    observe(el: Element) {
      observed.push(el);
    }
    disconnect() {
      disconnect();
    }
  };
});
afterEach(() => {
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
});

function Page({ shown }: { shown: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNear(ref, true);
  return (
    <div>
      {shown && <aside ref={ref} data-testid="aside" />}
      <span data-testid="near">{near ? 'near' : 'far'}</span>
    </div>
  );
}

describe('useNear', () => {
  it.each([
    ['there from the first render', true],
    ['that appears in a later render (the data came after the mount)', false],
  ])('watches an element %s, and is near once it comes into view', (_name, first) => {
    const { getByTestId, rerender } = render(<Page shown={first} />);
    if (!first) {
      expect(observed).toHaveLength(0);
      rerender(<Page shown />);
    }
    expect(observed).toEqual([getByTestId('aside')]);
    expect(getByTestId('near').textContent).toBe('far');
    act(() => report?.([{ isIntersecting: true }]));
    expect(getByTestId('near').textContent).toBe('near');
    expect(disconnect).toHaveBeenCalled(); // near stays near: nothing is watched any more
  });

  it('stops watching when unmounted', () => {
    const { unmount } = render(<Page shown />);
    unmount();
    expect(disconnect).toHaveBeenCalledTimes(1);
  });
});
