/** Design tokens shared by the shell and every remote, so the site looks like one product. */
export const theme = {
  color: {
    brand: '#d9232d',
    brandDark: '#b3121a',
    brandLight: '#fdecec',
    accent: '#f59a23',
    text: '#333333',
    textMuted: '#888888',
    border: '#e5e5e5',
    bg: '#f5f5f5',
    panel: '#ffffff',
    link: '#1f6fd1',
    red: '#e8383d',
    blue: '#2d7bd8',
    green: '#1fa64a',
    orange: '#f08c1a',
  },
  font: {
    family: "'Noto Sans CJK SC', 'PingFang SC', 'Microsoft YaHei', 'Helvetica Neue', Arial, sans-serif",
    mono: "'DejaVu Sans Mono', Consolas, monospace",
  },
  radius: '4px',
  desktopWidth: '1200px',
} as const;

export type Theme = typeof theme;
