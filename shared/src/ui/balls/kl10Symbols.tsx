import type { ReactElement } from 'react';

/**
 * The twenty symbols of 快乐十分 / 幸运农场 (numbers 1–20), drawn as small SVG glyphs on a
 * 24-unit canvas. The number always stays printed next to its symbol, so a player never has to
 * know the pictures by heart.
 */
export interface Kl10Symbol {
  n: number;
  name: string;
  glyph: ReactElement;
}

const leaf = (x: number, y: number, r = 0) => (
  <path d={`M${x} ${y}c2-3 5-3 6-2-2 2-4 3-6 2z`} fill="#3f9a2f" transform={`rotate(${r} ${x} ${y})`} />
);
const shine = (x: number, y: number, r = 1.6) => <circle cx={x} cy={y} r={r} fill="#fff" opacity="0.55" />;

const GLYPHS: Array<[string, ReactElement]> = [
  [
    '西瓜',
    <>
      <path d="M2 9h20a10 10 0 0 1-20 0z" fill="#2f8f2f" />
      <path d="M4 9h16a8 8 0 0 1-16 0z" fill="#f0464b" />
      {[7, 11, 15, 9, 13].map((x, i) => (
        <ellipse key={x} cx={x + 1} cy={i < 3 ? 12 : 14.5} rx="0.7" ry="1.1" fill="#222" />
      ))}
    </>,
  ],
  [
    '草莓',
    <>
      <path d="M12 22C6 18 4 13 5 10c1-2 3-3 7-3s6 1 7 3c1 3-1 8-7 12z" fill="#e8323c" />
      <path d="M7 8l2-3 1.5 2L12 4l1.5 3L15 5l2 3z" fill="#3f9a2f" />
      {[
        [9, 11],
        [12, 10.5],
        [15, 11],
        [10.5, 14],
        [13.5, 14],
        [12, 17.5],
      ].map(([x, y]) => (
        <ellipse key={`${x}${y}`} cx={x} cy={y} rx="0.6" ry="0.9" fill="#ffe27a" />
      ))}
    </>,
  ],
  [
    '葡萄',
    <>
      {[
        [8, 8],
        [12, 8],
        [16, 8],
        [10, 12],
        [14, 12],
        [8, 12.5],
        [16, 12.5],
        [12, 16],
        [10, 19.5],
      ].map(([x, y]) => (
        <circle key={`${x}${y}`} cx={x} cy={y} r="2.6" fill="#7b3fb5" stroke="#5c2b8c" strokeWidth="0.5" />
      ))}
      <path d="M12 5.5V2" stroke="#6b4a2b" strokeWidth="1.2" />
      {leaf(12, 3.5, -10)}
    </>,
  ],
  [
    '樱桃',
    <>
      <path d="M8 16C9 10 12 5 16 3M16 16c0-5 0-9 0-13" stroke="#5b8a2a" strokeWidth="1.2" fill="none" />
      <circle cx="8" cy="17.5" r="4" fill="#d81b3c" />
      <circle cx="16" cy="17.5" r="4" fill="#c2102f" />
      {shine(6.8, 16)}
      {shine(14.8, 16)}
    </>,
  ],
  [
    '苹果',
    <>
      <path d="M12 7c-3-2-8-1-8 5 0 5 3 10 6 10 1 0 1.5-.5 2-.5s1 .5 2 .5c3 0 6-5 6-10 0-6-5-7-8-5z" fill="#e53935" />
      <path d="M12 7V3" stroke="#6b4a2b" strokeWidth="1.3" />
      {leaf(12.5, 4.5, -15)}
      {shine(8, 11)}
    </>,
  ],
  [
    '橙子',
    <>
      <circle cx="12" cy="13" r="8.5" fill="#fb8c00" />
      <circle cx="12" cy="5" r="0.9" fill="#5b8a2a" />
      {leaf(12, 4.6, -20)}
      {shine(8.5, 10, 1.8)}
    </>,
  ],
  [
    '柠檬',
    <>
      <ellipse cx="12" cy="12.5" rx="9" ry="6.5" fill="#fdd835" transform="rotate(-20 12 12.5)" />
      <circle cx="19.5" cy="8.5" r="1.2" fill="#f9c80e" />
      {shine(9, 11)}
    </>,
  ],
  [
    '香蕉',
    <>
      <path d="M4 8c1 7 6 12 14 11 2 0 3-1 3-2-7 1-12-3-14-10z" fill="#fbc02d" stroke="#c99700" strokeWidth="0.6" />
      <path d="M4 8l-.5-2.5L5.5 6z" fill="#6b4a2b" />
    </>,
  ],
  [
    '菠萝',
    <>
      <ellipse cx="12" cy="15" rx="6" ry="7" fill="#f4a62a" />
      <path d="M7 11l10 8M7 15l8 6M9 9l9 7M17 11L7 19M17 15l-8 6M15 9l-9 7" stroke="#b9701a" strokeWidth="0.7" />
      <path d="M12 8L9 2l2.5 3L12 1l.5 4L15 2z" fill="#3f9a2f" />
    </>,
  ],
  [
    '梨',
    <>
      <path d="M12 5c-2 0-3 2-3 4 0 2-4 4-4 8 0 3 3 5 7 5s7-2 7-5c0-4-4-6-4-8 0-2-1-4-3-4z" fill="#c6d93b" />
      <path d="M12 5V2" stroke="#6b4a2b" strokeWidth="1.2" />
      {leaf(12.3, 3.2, -10)}
      {shine(9, 15)}
    </>,
  ],
  [
    '桃子',
    <>
      <path d="M12 6c-4-1-9 2-8 8 1 5 5 8 8 8s7-3 8-8c1-6-4-9-8-8z" fill="#ff9aa8" />
      <path d="M12 6c-1 4-1 10 0 16" stroke="#e8717f" strokeWidth="0.9" fill="none" />
      {leaf(12, 6, -35)}
    </>,
  ],
  [
    '蓝莓',
    <>
      <circle cx="9" cy="14" r="5.5" fill="#3f51b5" />
      <circle cx="16" cy="11" r="4.5" fill="#5c6bc0" />
      <path d="M7.5 10.5l1.5 1 1.5-1M14.7 8l1.3.8 1.3-.8" stroke="#1a237e" strokeWidth="0.9" fill="none" />
      {shine(7, 15.5, 1.2)}
    </>,
  ],
  [
    '番茄',
    <>
      <ellipse cx="12" cy="14" rx="9" ry="7.5" fill="#f4511e" />
      <path d="M12 7l-4-1 2.5 2.2L7 10l4-1 1 2.5 1-2.5 4 1-3.5-1.8L16 6z" fill="#3f9a2f" />
      {shine(7.5, 13, 1.8)}
    </>,
  ],
  [
    '胡萝卜',
    <>
      <path d="M15 7c3 2 2 4 0 6L5 22c-1 .5-1.5 0-1-1L11 8c2-2 3-2 4-1z" fill="#fb8c00" />
      <path d="M9 13l2 1M7 17l2 1" stroke="#d46b00" strokeWidth="0.8" />
      <path d="M15 7l3-5M16 8l5-2M15.5 7.5l4.5-3.5" stroke="#3f9a2f" strokeWidth="1.6" strokeLinecap="round" />
    </>,
  ],
  [
    '茄子',
    <>
      <path d="M15 7c3 1 5 4 3 8-2 5-7 8-11 7-3-1-3-5 0-8 3-2 4-6 8-7z" fill="#6a1b9a" />
      <path d="M14 5l2 3 2-1-1-2 3-1-4 0-1-2z" fill="#3f9a2f" />
      {shine(9, 17, 1.4)}
    </>,
  ],
  [
    '玉米',
    <>
      <ellipse cx="12" cy="11" rx="4.2" ry="8.5" fill="#fdd835" />
      <path d="M8.5 8h7M8 11h8M8.5 14h7M10 4v14M12 2.5v17M14 4v14" stroke="#e0b400" strokeWidth="0.6" />
      <path d="M6 22c0-6 1-9 5-12-1 4-1 8 1 12zM18 22c0-6-1-9-5-12 1 4 1 8-1 12z" fill="#58a83a" />
    </>,
  ],
  [
    '辣椒',
    <>
      <path d="M16 7c2 4 0 10-6 13-3 1-6 1-6 0 5-2 8-7 8-12 1-1 3-2 4-1z" fill="#d50000" />
      <path d="M15 7c0-2 1-4 3-5" stroke="#3f9a2f" strokeWidth="1.6" fill="none" strokeLinecap="round" />
      {shine(12, 11, 1.1)}
    </>,
  ],
  [
    '南瓜',
    <>
      <ellipse cx="12" cy="14" rx="9.5" ry="7" fill="#ef6c00" />
      <path
        d="M12 7c-3 0-4 14 0 14M12 7c3 0 4 14 0 14M12 7c-7 0-8 14 0 14M12 7c7 0 8 14 0 14"
        stroke="#c25400"
        strokeWidth="0.8"
        fill="none"
      />
      <path d="M12 7.5V3.5l2 -1" stroke="#5b8a2a" strokeWidth="1.6" fill="none" />
    </>,
  ],
  [
    '蘑菇',
    <>
      <path d="M3 12a9 8 0 0 1 18 0z" fill="#e53935" />
      <rect x="9" y="12" width="6" height="9" rx="2" fill="#f5e6c8" />
      <circle cx="8" cy="8.5" r="1.3" fill="#fff" />
      <circle cx="13" cy="6.5" r="1.2" fill="#fff" />
      <circle cx="16.5" cy="9.5" r="1.1" fill="#fff" />
    </>,
  ],
  [
    '白菜',
    <>
      <path d="M12 22c-4 0-7-3-7-8 0-5 3-10 7-11 4 1 7 6 7 11 0 5-3 8-7 8z" fill="#7cc45a" />
      <path d="M12 22c-2 0-3-3-3-7s1-8 3-9c2 1 3 5 3 9s-1 7-3 7z" fill="#eef7df" />
      <path d="M12 21V7" stroke="#b5d99c" strokeWidth="0.9" />
    </>,
  ],
];

/** The symbol of each number 1–20, in number order. */
export const KL10_SYMBOLS: readonly Kl10Symbol[] = GLYPHS.map(([name, glyph], i) => ({ n: i + 1, name, glyph }));

/** The symbol of a 快乐十分 number (1–20), or undefined outside the range. */
export const kl10SymbolOf = (n: number): Kl10Symbol | undefined => KL10_SYMBOLS[n - 1];
