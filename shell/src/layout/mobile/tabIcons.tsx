import type { ReactNode } from 'react';

const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinejoin: 'round' as const,
  strokeLinecap: 'round' as const,
};

const icon = (d: ReactNode) => (
  <svg viewBox="0 0 24 24" aria-hidden="true">
    {d}
  </svg>
);

/**
 * The tab-bar icons a contract may name (`icon` of a tab entry). A name the shell does not know
 * draws a plain dot, so a remote that ships a new icon name before the shell does still shows a tab.
 */
const ICONS: Record<string, ReactNode> = {
  home: icon(<path d="M3 11l9-7 9 7M6 9.5V20h12V9.5M10 20v-5h4v5" {...stroke} />),
  clock: icon(
    <>
      <circle cx="12" cy="12" r="8.5" {...stroke} />
      <path d="M12 7v5l3 2" {...stroke} />
    </>,
  ),
  picture: icon(
    <>
      <rect x="3.5" y="5" width="17" height="14" rx="2" {...stroke} />
      <path d="M3.5 16l5-5 4 4 3-3 5 5" {...stroke} />
      <circle cx="15.5" cy="9" r="1.5" {...stroke} />
    </>,
  ),
  trophy: icon(
    <>
      <path d="M7 4h10v5a5 5 0 0 1-10 0z" {...stroke} />
      <path d="M7 6H4v2a3 3 0 0 0 3 3M17 6h3v2a3 3 0 0 1-3 3M12 14v3M8 20h8" {...stroke} />
    </>,
  ),
  person: icon(
    <>
      <circle cx="12" cy="8" r="4" {...stroke} />
      <path d="M4 20c1-4 4-6 8-6s7 2 8 6" {...stroke} />
    </>,
  ),
};

const DOT = icon(<circle cx="12" cy="12" r="4" {...stroke} />);

export const tabIcon = (name: string): ReactNode => ICONS[name] ?? DOT;
