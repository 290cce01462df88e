/** What followSize needs of a chart (an ECharts instance). */
export interface Resizable {
  resize(): void;
  isDisposed(): boolean;
}

/**
 * Keeps a chart the size of its container `el`, a task after the frame that changed the size:
 * a ResizeObserver's callback runs between that frame's layout and its paint, and an ECharts
 * resize there (a full redraw, ~5 ms a chart at 1× on the build machine) held the frame up —
 * switching the trend page's view redrew its two pictures before the table was painted. The
 * chart redraws only when the container's size really changed (the observer also reports the
 * size it starts with). Returns the function that stops following.
 */
export function followSize(el: HTMLElement, chart: Resizable): () => void {
  if (typeof ResizeObserver === 'undefined') return () => undefined;
  let size = `${el.clientWidth}×${el.clientHeight}`;
  let pending: ReturnType<typeof setTimeout> | null = null;
  const observer = new ResizeObserver(() => {
    pending ??= setTimeout(() => {
      pending = null;
      const now = `${el.clientWidth}×${el.clientHeight}`;
      if (now === size || chart.isDisposed()) return;
      size = now;
      chart.resize();
    }, 0);
  });
  observer.observe(el);
  return () => {
    observer.disconnect();
    if (pending !== null) clearTimeout(pending);
  };
}
