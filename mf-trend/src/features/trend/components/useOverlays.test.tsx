import { act, render } from '@testing-library/react';
import { useMemo, useRef } from 'react';
import type { GridGeometry } from '../model';
import { useOverlays, type OverlayRefs } from './useOverlays';

// The layout read and the painter stand in: what is under test is when the hook draws.
const geometry = { bodyTop: 0, pitch: 20, width: 100, colLeft: [0], colWidth: [10] };
jest.mock('./lineCanvas', () => ({ measureGrid: jest.fn(() => geometry) }));
const paint = jest.fn();
const reveal = jest.fn();
jest.mock('./overlayPainter', () => ({
  OverlayPainter: jest.fn().mockImplementation(() => ({
    paint,
    reveal,
    showNear: jest.fn(),
    dispose: jest.fn(),
    reset: jest.fn(),
  })),
}));

const EMPTY = new Int32Array(0);

/** A table and its overlay elements, the table marked as the server's (`data-ssr`) or not. */
function Table({ served, visible }: { served: boolean; visible: number }) {
  const table = useRef<HTMLDivElement>(null);
  const lines = useRef<HTMLDivElement>(null);
  const under = useRef<HTMLDivElement>(null);
  const tint = useRef<HTMLDivElement>(null);
  const refs = useMemo<OverlayRefs>(() => ({ table, lines, under, tint }), []);
  useOverlays(refs, [], [], geometry as unknown as GridGeometry, EMPTY, visible, 0, true);
  return (
    <div>
      <div ref={table} {...(served ? { 'data-ssr': '' } : {})} />
      <div ref={lines} />
      <div ref={under} />
      <div ref={tint} />
    </div>
  );
}

describe('useOverlays: when the overlays are drawn', () => {
  beforeEach(() => {
    paint.mockClear();
    reveal.mockClear();
  });

  it('a table the browser rendered: drawn in its own commit', () => {
    render(<Table served={false} visible={30} />);
    expect(paint).toHaveBeenCalledTimes(1);
  });

  it('a table the server rendered: drawn just after the hydration frame, then shown; later changes at once', async () => {
    jest.useFakeTimers();
    try {
      const { container, rerender } = render(<Table served visible={30} />);
      expect(paint).not.toHaveBeenCalled();
      expect(container.querySelector('[data-ssr]')).toBeNull(); // the mark is taken once
      await act(async () => {
        jest.runAllTimers(); // the frame callback, then the task after it
      });
      expect(paint).toHaveBeenCalledTimes(1);
      expect(reveal).toHaveBeenCalled();
      rerender(<Table served visible={60} />);
      expect(paint).toHaveBeenCalledTimes(2);
    } finally {
      jest.useRealTimers();
    }
  });

  it('a change before the deferred draw is drawn at once, and the deferred draw is dropped', async () => {
    jest.useFakeTimers();
    try {
      const { rerender } = render(<Table served visible={30} />);
      rerender(<Table served visible={60} />);
      expect(paint).toHaveBeenCalledTimes(1);
      await act(async () => {
        jest.runAllTimers();
      });
      expect(paint).toHaveBeenCalledTimes(1);
      expect(paint.mock.calls[0][0].count).toBe(0); // no rows: min(visible, 0)
    } finally {
      jest.useRealTimers();
    }
  });
});
