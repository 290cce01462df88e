import { makeAutoObservable } from 'mobx';
import {
  DOUBLE_TAP_SCALE,
  MAX_SCALE,
  MIN_SCALE,
  UNZOOMED,
  ZOOM_STEP,
  centreOf,
  clampPan,
  panBy,
  wheelFactor,
  zoomAt,
} from './zoom';
import type { Point, Size, ZoomState } from './zoom';

/** The zoom and pan of the paper on screen; gestures and buttons call it, the stage draws it. */
export class ZoomStore {
  state: ZoomState = UNZOOMED;
  viewport: Size = { width: 0, height: 0 };

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  get scale(): number {
    return this.state.scale;
  }

  get zoomed(): boolean {
    return this.state.scale > MIN_SCALE;
  }

  get canZoomIn(): boolean {
    return this.state.scale < MAX_SCALE;
  }

  get canZoomOut(): boolean {
    return this.zoomed;
  }

  /** 120%-style text for the toolbar. */
  get percent(): string {
    return `${Math.round(this.state.scale * 100)}%`;
  }

  get transform(): string {
    const { x, y, scale } = this.state;
    return `translate(${x}px, ${y}px) scale(${scale})`;
  }

  /** The viewport was measured (or resized): the offsets stay within it. */
  setViewport(size: Size): void {
    this.viewport = size;
    this.state = clampPan(this.state, size);
  }

  zoomIn(): void {
    this.state = zoomAt(this.state, this.state.scale * ZOOM_STEP, centreOf(this.viewport), this.viewport);
  }

  zoomOut(): void {
    this.state = zoomAt(this.state, this.state.scale / ZOOM_STEP, centreOf(this.viewport), this.viewport);
  }

  reset(): void {
    this.state = UNZOOMED;
  }

  /** Double click / double tap: zoom in at the point, or back to the whole paper. */
  toggle(at: Point): void {
    this.state = this.zoomed ? UNZOOMED : zoomAt(this.state, DOUBLE_TAP_SCALE, at, this.viewport);
  }

  wheel(deltaY: number, at: Point): void {
    this.state = zoomAt(this.state, this.state.scale * wheelFactor(deltaY), at, this.viewport);
  }

  /** Two fingers moved: their distance changed by `ratio` and their midpoint by (dx, dy). */
  pinch(ratio: number, at: Point, dx = 0, dy = 0): void {
    const zoomed = zoomAt(this.state, this.state.scale * ratio, at, this.viewport);
    this.state = panBy(zoomed, dx, dy, this.viewport);
  }

  pan(dx: number, dy: number): void {
    this.state = panBy(this.state, dx, dy, this.viewport);
  }
}
