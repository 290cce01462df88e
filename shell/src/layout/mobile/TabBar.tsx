import { useState } from 'react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { rem, theme } from '@cp/shared/ui';

const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

const icon = (d: ReactNode) => (
  <svg viewBox="0 0 24 24" aria-hidden="true">
    {d}
  </svg>
);
const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinejoin: 'round' as const,
  strokeLinecap: 'round' as const,
};

const TABS = [
  {
    key: 'home',
    label: '首页',
    to: '/m',
    match: (p: string) => p === '/m',
    icon: icon(<path d="M3 11l9-7 9 7M6 9.5V20h12V9.5M10 20v-5h4v5" {...stroke} />),
  },
  {
    key: 'draw',
    label: '开奖',
    to: '/m/lottery/group/hotLottery',
    match: (p: string) => under(p, '/m/lottery/group'),
    icon: icon(
      <>
        <circle cx="12" cy="12" r="8.5" {...stroke} />
        <path d="M12 7v5l3 2" {...stroke} />
      </>,
    ),
  },
  {
    key: 'gallery',
    label: '图库',
    to: '',
    match: (p: string) => under(p, '/m/images'),
    icon: icon(
      <>
        <rect x="3.5" y="5" width="17" height="14" rx="2" {...stroke} />
        <path d="M3.5 16l5-5 4 4 3-3 5 5" {...stroke} />
        <circle cx="15.5" cy="9" r="1.5" {...stroke} />
      </>,
    ),
  },
  {
    key: 'guess',
    label: '竞猜',
    to: '/m/lotterybet/lotteryhome/jspk10/rank',
    match: (p: string) => under(p, '/m/lotterybet'),
    icon: icon(
      <>
        <path d="M7 4h10v5a5 5 0 0 1-10 0z" {...stroke} />
        <path d="M7 6H4v2a3 3 0 0 0 3 3M17 6h3v2a3 3 0 0 1-3 3M12 14v3M8 20h8" {...stroke} />
      </>,
    ),
  },
  {
    key: 'mine',
    label: '我的',
    to: '/m/member',
    match: (p: string) => under(p, '/m/member'),
    icon: icon(
      <>
        <circle cx="12" cy="8" r="4" {...stroke} />
        <path d="M4 20c1-4 4-6 8-6s7 2 8 6" {...stroke} />
      </>,
    ),
  },
];

const GALLERY = [
  { to: '/m/images/liuHe', label: '六合彩' },
  { to: '/m/images/pk10', label: 'PK10' },
];

/** The bottom tab bar: 首页, 开奖, 图库 (submenu 六合彩 / PK10), 竞猜, 我的. */
export function TabBar() {
  const { pathname } = useLocation();
  // Open on the page where it was opened; navigating closes it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const galleryOpen = openAt === pathname;
  const setGalleryOpen = (value: boolean) => setOpenAt(value ? pathname : null);
  return (
    <Bar data-testid="tab-bar" aria-label="底部导航">
      {galleryOpen && (
        <>
          <Shade onClick={() => setGalleryOpen(false)} />
          <Sub data-testid="gallery-submenu">
            {GALLERY.map((g) => (
              <Link key={g.to} to={g.to}>
                {g.label}
              </Link>
            ))}
          </Sub>
        </>
      )}
      {TABS.map((tab) => {
        const active = tab.match(pathname);
        const content = (
          <>
            {tab.icon}
            <span>{tab.label}</span>
          </>
        );
        return tab.key === 'gallery' ? (
          <Tab
            key={tab.key}
            as="button"
            type="button"
            $active={active || galleryOpen}
            aria-expanded={galleryOpen}
            onClick={() => setGalleryOpen(!galleryOpen)}
          >
            {content}
          </Tab>
        ) : (
          <Tab key={tab.key} as={Link} to={tab.to} $active={active} aria-current={active ? 'page' : undefined}>
            {content}
          </Tab>
        );
      })}
    </Bar>
  );
}

const Bar = styled.nav`
  position: fixed;
  bottom: 0;
  right: 0;
  left: 0;
  z-index: 700;
  display: flex;
  width: 100%;
  max-width: 540px;
  height: ${rem(54)};
  padding-bottom: env(safe-area-inset-bottom);
  border-top: 1px solid ${theme.color.border};
  background: #fff;
  margin: 0 auto;
`;

const Tab = styled.a<{ $active: boolean }>`
  position: relative;
  z-index: 2;
  display: flex;
  flex: 1;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${rem(2)};
  padding: 0;
  border: 0;
  background: #fff;
  color: ${(p) => (p.$active ? theme.color.brand : '#777')};
  font-size: ${rem(11)};
  cursor: pointer;
  svg {
    width: ${rem(23)};
    height: ${rem(23)};
  }
`;

const Shade = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1;
  background: rgba(0, 0, 0, 0.3);
`;

const Sub = styled.div`
  position: absolute;
  bottom: calc(100% + ${rem(8)});
  left: 50%;
  z-index: 3;
  display: flex;
  overflow: hidden;
  border-radius: ${rem(8)};
  background: #fff;
  box-shadow: 0 4px 16px rgba(0, 0, 0, 0.2);
  transform: translateX(-50%);
  a {
    padding: ${rem(12)} ${rem(22)};
    color: ${theme.color.text};
    font-size: ${rem(15)};
    white-space: nowrap;
  }
  a + a {
    border-left: 1px solid #eee;
  }
`;
