import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { preloadRemote } from '@cp/shared/mf';
import { rem, theme } from '@cp/shared/ui';
import { usePlatform } from '../../platform';
import { tabIcon } from './tabIcons';

/**
 * The bottom tab bar: the shell's tabs (首页, 开奖) and those the remotes' contracts contribute
 * (图库 with its submenu, 竞猜, 我的), in their order. A tab with items opens a submenu.
 */
export function TabBar() {
  const { pathname } = useLocation();
  const platform = usePlatform();
  const active = platform.activeTab(pathname);
  // Open on the page where it was opened; navigating closes it.
  const [open, setOpen] = useState<{ id: string; at: string } | null>(null);
  const openId = open?.at === pathname ? open.id : null;
  const submenu = platform.tabs.find((t) => t.id === openId && t.items);
  return (
    <Bar data-testid="tab-bar" aria-label="底部导航">
      {submenu?.items && (
        <>
          <Shade onClick={() => setOpen(null)} />
          <Sub data-testid={`${submenu.id}-submenu`}>
            {submenu.items.map((g) => (
              <Link key={g.path} to={g.path}>
                {g.label}
              </Link>
            ))}
          </Sub>
        </>
      )}
      {platform.tabs.map((tab) => {
        const on = active === tab.id;
        const preload = tab.remote ? () => preloadRemote(tab.remote as string, 'mobile') : undefined;
        const content = (
          <>
            {tabIcon(tab.icon)}
            <span>{tab.label}</span>
          </>
        );
        if (tab.items) {
          const expanded = openId === tab.id;
          return (
            <Tab
              key={tab.id}
              as="button"
              type="button"
              $active={on || expanded}
              aria-expanded={expanded}
              onPointerDown={preload}
              onClick={() => setOpen(expanded ? null : { id: tab.id, at: pathname })}
            >
              {content}
            </Tab>
          );
        }
        return (
          <Tab
            key={tab.id}
            as={Link}
            to={tab.path ?? '/m'}
            $active={on}
            aria-current={on ? 'page' : undefined}
            onPointerDown={preload}
          >
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
  color: ${(p) => (p.$active ? theme.color.brand : '#666')};
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
