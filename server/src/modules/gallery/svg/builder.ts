/**
 * A tiny SVG writer for the papers: text stays text (crisp at any zoom, a few KB, the viewer's
 * own CJK fonts), every text content and attribute value escaped, no script, no external
 * reference — the served file is inert.
 */
export const PAPER_WIDTH = 660;
export const PAPER_HEIGHT = 932;

const FONT = `'Noto Sans CJK SC','Source Han Sans SC','PingFang SC','Microsoft YaHei',sans-serif`;

export const COLORS = {
  brand: '#c8161d',
  ink: '#222222',
  muted: '#5b5b5b',
  line: '#d9d9d9',
  paper: '#fffdf7',
  red: '#d9232d',
  blue: '#1f5fbf',
  green: '#13853a',
  hit: '#c8161d',
  miss: '#666666',
} as const;

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text or an attribute value made safe for XML. */
export function esc(value: string | number): string {
  return String(value).replace(/[&<>"']/g, (c) => ENTITIES[c]);
}

export interface TextOptions {
  size?: number;
  weight?: number | 'bold';
  fill?: string;
  anchor?: 'start' | 'middle' | 'end';
}

export function text(x: number, y: number, content: string | number, o: TextOptions = {}): string {
  const attrs = [
    `x="${x}"`,
    `y="${y}"`,
    `font-size="${o.size ?? 16}"`,
    o.weight ? `font-weight="${o.weight}"` : '',
    `fill="${o.fill ?? COLORS.ink}"`,
    o.anchor && o.anchor !== 'start' ? `text-anchor="${o.anchor}"` : '',
  ].filter(Boolean);
  return `<text ${attrs.join(' ')}>${esc(content)}</text>`;
}

export function rect(x: number, y: number, w: number, h: number, fill: string, stroke?: string, r = 0): string {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${fill}"${stroke ? ` stroke="${stroke}"` : ''}/>`;
}

export function line(x1: number, y1: number, x2: number, y2: number, stroke: string = COLORS.line): string {
  return `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${stroke}"/>`;
}

/** A ball: a filled circle with its number in white. */
export function ball(cx: number, cy: number, r: number, fill: string, label: string): string {
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/>${text(cx, cy + r * 0.36, label, {
    size: Math.round(r * 1.05),
    weight: 'bold',
    fill: '#ffffff',
    anchor: 'middle',
  })}`;
}

/** The paper: its frame, a red masthead with the title and period, the body, the footer line. */
export function paper(title: string, subtitle: string, body: string[], footer: string): string {
  const W = PAPER_WIDTH;
  const H = PAPER_HEIGHT;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="${esc(FONT)}">`,
    `<title>${esc(`${title} ${subtitle}`)}</title>`,
    rect(0, 0, W, H, COLORS.paper),
    rect(0, 0, W, 96, COLORS.brand),
    text(W / 2, 50, title, { size: 30, weight: 'bold', fill: '#ffffff', anchor: 'middle' }),
    text(W / 2, 82, subtitle, { size: 17, fill: '#ffffff', anchor: 'middle' }),
    ...body,
    line(24, H - 52, W - 24, H - 52, COLORS.line),
    text(W / 2, H - 24, footer, { size: 14, fill: COLORS.muted, anchor: 'middle' }),
    '</svg>',
  ].join('');
}
