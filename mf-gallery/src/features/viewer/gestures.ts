import type { PeriodStep } from './PaperStore';

/** A swipe: at least this far sideways… */
export const SWIPE_MIN_PX = 50;
/** …clearly more sideways than up or down… */
const SWIPE_SLOPE = 1.5;
/** …and quick (a slow drag is reading, not turning the page). */
export const SWIPE_MAX_MS = 800;

/** Two taps this close in time and place are a double tap. */
export const DOUBLE_TAP_MS = 300;
export const DOUBLE_TAP_PX = 30;

/**
 * Which period a horizontal swipe on an unzoomed paper turns to, like a book's pages: swiping
 * left (the finger moves right to left) brings in 下一期 (the newer period, the button on the
 * right); swiping right brings back 上一期 (the older one). Null when it is no swipe.
 */
export function swipeStep(dx: number, dy: number, ms: number): PeriodStep | null {
  if (ms > SWIPE_MAX_MS || Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) < SWIPE_SLOPE * Math.abs(dy)) return null;
  return dx < 0 ? 'next' : 'previous';
}

/** Whether a tap follows the last one closely enough to make a double tap. */
export function isDoubleTap(
  last: { x: number; y: number; time: number } | null,
  tap: { x: number; y: number; time: number },
): boolean {
  return (
    last !== null &&
    tap.time - last.time <= DOUBLE_TAP_MS &&
    Math.hypot(tap.x - last.x, tap.y - last.y) <= DOUBLE_TAP_PX
  );
}

/** The hint under the paper, so the gestures are discoverable; it names the swipe direction. */
export function gestureHint(compact: boolean): string {
  return compact
    ? '双指缩放，双击放大/还原；放大后拖动查看。向左滑看下一期，向右滑看上一期。'
    : '滚轮缩放，拖动平移，双击放大/还原；键盘 ← 上一期，→ 下一期。';
}
