/** Design tokens shared by the shell and every remote, so the site looks like one product. */
export const theme = {
  /**
   * Every colour that carries text on white or the page grey meets WCAG AA (4.5:1): text, the
   * muted grey and the 大小 / 单双 / 龙虎 marks (issue 19's accessibility).
   */
  color: {
    brand: '#cf1f29',
    brandDark: '#b3121a',
    brandLight: '#fdecec',
    accent: '#f59a23',
    text: '#333333',
    textMuted: '#6b6b6b',
    border: '#e5e5e5',
    bg: '#f5f5f5',
    panel: '#ffffff',
    link: '#1f6fd1',
    red: '#cf2b31',
    blue: '#2266c4',
    green: '#15803d',
    orange: '#b35f00',
    /** Top bar and footer of the desktop frame. */
    dark: '#2b2b2b',
    darkText: '#c9c9c9',
  },
  /** Draw visuals: the customary PK10 colours (index 0 = number 1) and the ball tones. */
  ball: {
    pk10: [
      '#e6de00',
      '#0092dd',
      '#4b4b4b',
      '#ff7600',
      '#17e2e5',
      '#5234ff',
      '#bfbfbf',
      '#ff2600',
      '#780b00',
      '#07bf00',
    ],
    red: ['#ff6a63', '#d9232d'],
    blue: ['#5aa6f2', '#1f63c4'],
    green: ['#53c96f', '#158a38'],
    orange: ['#ffb54d', '#e57a00'],
    grey: ['#b8b8b8', '#7a7a7a'],
  },
  font: {
    family: "'Noto Sans CJK SC', 'PingFang SC', 'Microsoft YaHei', 'Helvetica Neue', Arial, sans-serif",
    mono: "'DejaVu Sans Mono', Consolas, monospace",
  },
  radius: '4px',
  desktopWidth: '1200px',
  /** Below this viewport width the desktop floating buttons hug the window edge (spec section 9). */
  floatingBreakpoint: '1242px',
  shadow: '0 2px 12px rgba(0, 0, 0, 0.08)',
} as const;

export type Theme = typeof theme;

/** A tone of the round balls. */
export type BallTone = 'red' | 'blue' | 'green' | 'orange' | 'grey';

/**
 * Mobile lengths: the mobile layout sets the root font size to a tenth of the viewport width,
 * so a length designed at 375 px wide becomes `rem(px)` and scales with the phone.
 */
export const rem = (designPx: number): string => `${+(designPx / 37.5).toFixed(4)}rem`;
