/** Width presets of the embed tool (px). */
export const WIDTH_PRESETS = [300, 400, 600] as const;
export const MIN_WIDTH = 240;
export const MAX_WIDTH = 1200;
export const MIN_HEIGHT = 120;
export const MAX_HEIGHT = 2000;

/** A number typed by the visitor, kept within [min, max]; NaN and blanks fall back to `fallback`. */
export function clampSize(value: number | string, min: number, max: number, fallback: number): number {
  const n = typeof value === 'number' ? value : Number.parseInt(value, 10);
  if (!Number.isFinite(n)) return fallback;
  return Math.min(max, Math.max(min, Math.round(n)));
}

/** The widget's address for a lottery on this site. */
export function toolboxUrl(origin: string, code: string): string {
  return `${origin.replace(/\/$/, '')}/transfer/toolbox/${encodeURIComponent(code)}`;
}

/** The iframe code a webmaster pastes into a page to show one lottery's live draw. */
export function embedSnippet(origin: string, code: string, width: number, height: number): string {
  return `<iframe src="${toolboxUrl(origin, code)}" width="${width}" height="${height}" frameborder="0" scrolling="no"></iframe>`;
}

/** Message the widget posts to the page embedding it whenever its height changes. */
export interface ToolboxSizeMessage {
  type: 'cp-toolbox-size';
  code: string;
  height: number;
}

export function isToolboxSizeMessage(data: unknown): data is ToolboxSizeMessage {
  const m = data as Partial<ToolboxSizeMessage> | null;
  return !!m && m.type === 'cp-toolbox-size' && typeof m.code === 'string' && typeof m.height === 'number';
}
