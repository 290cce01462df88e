/*
 * Zoom and pan of the paper viewer as pure functions. The paper layer is the size of the
 * viewport and is drawn with `translate(x, y) scale(scale)` from its top-left corner, so at
 * scale s it covers [x, x + s·w] × [y, y + s·h]: it may never leave a gap inside the viewport.
 */

export interface ZoomState {
  scale: number;
  x: number;
  y: number;
}

export interface Size {
  width: number;
  height: number;
}

export interface Point {
  x: number;
  y: number;
}

export const MIN_SCALE = 1;
export const MAX_SCALE = 4;
/** One 放大 / 缩小 press. */
export const ZOOM_STEP = 1.5;
/** A double click or double tap on an unzoomed paper. */
export const DOUBLE_TAP_SCALE = 2;

export const UNZOOMED: ZoomState = { scale: 1, x: 0, y: 0 };

/** The scale kept within 1×–4× (a non-number is 1×). */
export function clampScale(scale: number): number {
  if (!Number.isFinite(scale)) return MIN_SCALE;
  return Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale));
}

/** The offsets kept so the zoomed layer still covers the viewport: x in [w − s·w, 0], same for y. */
export function clampPan(state: ZoomState, viewport: Size): ZoomState {
  const scale = clampScale(state.scale);
  const clamp = (v: number, length: number) => Math.min(0, Math.max(length - scale * length, v)) || 0;
  return { scale, x: clamp(state.x, viewport.width), y: clamp(state.y, viewport.height) };
}

/** Zooms to `scale` keeping the paper point under `at` (viewport coordinates) where it is. */
export function zoomAt(state: ZoomState, scale: number, at: Point, viewport: Size): ZoomState {
  const next = clampScale(scale);
  const ratio = next / state.scale;
  return clampPan({ scale: next, x: at.x - (at.x - state.x) * ratio, y: at.y - (at.y - state.y) * ratio }, viewport);
}

/** Moves the zoomed layer by a drag of (dx, dy). */
export function panBy(state: ZoomState, dx: number, dy: number, viewport: Size): ZoomState {
  return clampPan({ scale: state.scale, x: state.x + dx, y: state.y + dy }, viewport);
}

/** How much one wheel event zooms: up (negative deltaY) in, down out; smooth for trackpads. */
export function wheelFactor(deltaY: number): number {
  return Math.exp(-Math.max(-300, Math.min(300, deltaY)) * 0.002);
}

/** The centre of a viewport. */
export function centreOf(viewport: Size): Point {
  return { x: viewport.width / 2, y: viewport.height / 2 };
}
