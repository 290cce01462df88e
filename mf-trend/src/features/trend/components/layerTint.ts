import { layerTops, type GridGeometry } from '../model';

/**
 * 遗漏分层 beneath the cells, as one box per key column: the box runs from the first row of the
 * column's trailing run of misses down to the bottom of the rows shown (the boxes hang from the
 * bottom of a holder as large as the body rows). A live draw changes the holder's height and
 * moves only the boxes of the runs its hits ended: no canvas is redrawn, so nothing large is
 * copied to the compositor. The 遗漏分层 toggle only shows or hides the holder (a class on the
 * frame, TableFrame).
 */
export class LayerTint {
  /** What each box shows: its top (-1: hidden), and the geometry its left and width come from. */
  private tops: Float64Array = new Float64Array(0);
  private geometry: GridGeometry | null = null;

  constructor(private readonly holder: HTMLElement) {}

  paint(g: GridGeometry, starts: ArrayLike<number>, rows: number): void {
    const style = this.holder.style;
    const top = `${g.bodyTop}px`;
    const height = `${rows * g.pitch}px`;
    const width = `${g.width}px`;
    if (style.width !== width) style.width = width;
    if (style.top !== top) style.top = top;
    if (style.height !== height) style.height = height;
    const boxes = this.boxes(g);
    const tops = layerTops(starts, rows, g.pitch);
    for (let c = 0; c < tops.length; c++) {
      if (tops[c] === this.tops[c]) continue;
      const box = boxes[c].style;
      if (tops[c] < 0) box.display = 'none';
      else {
        box.display = '';
        box.top = `${tops[c]}px`;
      }
    }
    this.tops = tops;
  }

  /** One box per key column, placed on its column (again when the columns moved). */
  private boxes(g: GridGeometry): HTMLElement[] {
    const holder = this.holder;
    const n = g.colLeft.length;
    while (holder.children.length > n) holder.lastElementChild!.remove();
    while (holder.children.length < n) holder.appendChild(document.createElement('i'));
    const boxes = Array.from(holder.children) as HTMLElement[];
    if (this.geometry !== g) {
      // Other columns: every box hidden and placed anew, then shown where a run is.
      this.tops = new Float64Array(n).fill(-1);
      boxes.forEach((box, c) => {
        box.style.display = 'none';
        box.style.left = `${g.colLeft[c]}px`;
        box.style.width = `${g.colWidth[c]}px`;
      });
      this.geometry = g;
    }
    return boxes;
  }
}
