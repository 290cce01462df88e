/** What a table's sideways scroller shows: its scroll offset and width (scrollerSpan). */
export type Span = { left: number; width: number } | null;

/**
 * Which tiles of a wide table's overlays are drawn and in the document: those within a screen's
 * width of what its scroller shows. A canvas in the flow, even hidden, is copied to the
 * compositor when drawn, and allocating its bitmap costs too (六合彩 on a phone: ~35 tiles, a
 * 500-ms commit and 220 ms of bitmaps at 4 × CPU slowdown), so far tiles are neither drawn nor
 * in the flow (display: none); one coming near is drawn then. The tile's place across is kept on
 * the canvas (`data-tl`, `data-tr`), and `data-stale` marks one not drawn since the rows changed.
 */
export class TileView {
  private span: Span = null;

  constructor(private readonly read: () => Span) {}

  /** Reads what the scroller shows (once per paint or scroll). */
  look(): void {
    this.span = this.read();
  }

  /** Whether the tile [left, right) lies more than a screen's width beside what the scroller shows. */
  far(left: number, right: number): boolean {
    const s = this.span;
    return !!s && (right < s.left - s.width || left > s.left + 2 * s.width);
  }

  /** Notes a canvas's place across (it serves as tile [left, right)). */
  place(canvas: HTMLCanvasElement, left: number, right: number): void {
    const l = String(left);
    const r = String(right);
    if (canvas.dataset.tl !== l) canvas.dataset.tl = l;
    if (canvas.dataset.tr !== r) canvas.dataset.tr = r;
  }

  /** A far tile left undrawn: it is drawn whole once it comes near. */
  skip(canvas: HTMLCanvasElement): void {
    canvas.dataset.stale = '1';
  }

  isStale(canvas: HTMLCanvasElement): boolean {
    return canvas.dataset.stale === '1';
  }

  drawn(canvas: HTMLCanvasElement): void {
    if (canvas.dataset.stale) delete canvas.dataset.stale;
  }

  /**
   * Puts the near tiles of `overlays` in the flow and the far ones out of it. Returns whether a
   * near one was left undrawn (it needs drawing now).
   */
  show(overlays: readonly HTMLElement[]): boolean {
    this.look();
    let stale = false;
    for (const overlay of overlays)
      for (const el of Array.from(overlay.children) as HTMLCanvasElement[]) {
        const far = this.far(Number(el.dataset.tl), Number(el.dataset.tr));
        const display = far ? 'none' : '';
        if (el.style.display !== display) el.style.display = display;
        if (!far && this.isStale(el)) stale = true;
      }
    return stale;
  }
}
