import type { CSSProperties } from 'react';
import { MIN_KEY_WIDTH, type ColumnWidths, type Segments } from '../model';

/** Turns a design px length into CSS (px on desktop, rem on mobile). */
export type Unit = (px: number) => string;

/**
 * Inline widths of the key columns: null for a column of the default width (set once in CSS,
 * so most cells carry no style attribute), a shared style object otherwise.
 */
export function keyStyles(widths: ColumnWidths, unit: Unit): (CSSProperties | null)[] {
  const cache = new Map<number, CSSProperties>();
  return widths.keys.map((w) => {
    if (w === MIN_KEY_WIDTH) return null;
    let style = cache.get(w);
    if (!style) cache.set(w, (style = { width: unit(w) }));
    return style;
  });
}

/** The same widths as inline style attributes of the body cells (`width:27px`; '' for the default). */
export function keyStyleAttrs(widths: ColumnWidths, unit: Unit): string[] {
  return widths.keys.map((w) => (w === MIN_KEY_WIDTH ? '' : `width:${unit(w)}`));
}

/** Whether two width sets lay out alike (then the rows need not render again). */
export function sameWidths(a: ColumnWidths, b: ColumnWidths): boolean {
  return (
    a.period === b.period &&
    a.draw === b.draw &&
    a.keys.length === b.keys.length &&
    a.keys.every((w, i) => w === b.keys[i])
  );
}

/** Each segment box's width: its columns plus their 1-px right borders (borders stay px on mobile). */
export function segmentWidths(segments: Segments, unit: Unit): string[] {
  return Array.from(segments.from, (from, s) => {
    const borders = segments.to[s] - from;
    const w = unit(segments.width[s]);
    return w.endsWith('px') ? `${segments.width[s] + borders}px` : `calc(${w} + ${borders}px)`;
  });
}
