/**
 * jsdom has no PointerEvent: without one, fireEvent.pointerDown sends a bare Event with no
 * coordinates. This gives the window a minimal one (a MouseEvent with pointerId and pointerType).
 */
export function installPointerEvent(): void {
  if (typeof window.PointerEvent === 'function') return;
  class FakePointerEvent extends MouseEvent {
    readonly pointerId: number;
    readonly pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
      this.pointerType = init.pointerType ?? 'mouse';
    }
  }
  (window as unknown as { PointerEvent: unknown }).PointerEvent = FakePointerEvent;
}
