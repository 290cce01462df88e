import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { preloadRemote } from '@cp/shared/mf';
import { theme } from '@cp/shared/ui';
import { usePlatform } from '../../platform';
import type { MenuItem } from '../../platform';
import { HallPanel } from './HallPanel';
import { LotteryTabsPanel } from './LotteryTabsPanel';
import { useHoverMenu } from './useHoverMenu';

/**
 * The red menu bar of the desktop frame: the shell's entries and those the remotes' contracts
 * contribute, in their order; the current section is highlighted. Hovering an entry of a remote
 * loads that remote in the background.
 */
export function MainMenu() {
  const platform = usePlatform();
  const active = platform.activeMenu(useLocation().pathname);
  return (
    <Bar>
      <Inner data-testid="main-menu">
        {platform.menu.map((entry) => (
          <Entry key={entry.id} entry={entry} active={active === entry.id} />
        ))}
      </Inner>
    </Bar>
  );
}

function Entry({ entry, active }: { entry: MenuItem; active: boolean }) {
  const preload = entry.remote ? () => preloadRemote(entry.remote as string) : undefined;
  const { dropdown } = entry;
  if (!dropdown) return <Item to={entry.path ?? '/'} label={entry.label} active={active} onHover={preload} />;
  const wide = dropdown.type !== 'links';
  return (
    <Dropdown label={entry.label} active={active} wide={wide} to={entry.path} onHover={preload}>
      {dropdown.type === 'hall' && <HallPanel />}
      {dropdown.type === 'lotteryTabs' && <LotteryTabsPanel tabs={dropdown.tabs} />}
      {dropdown.type === 'links' && (
        <SmallList>
          {dropdown.items.map((g) => (
            <Link key={g.path} to={g.path}>
              {g.label}
            </Link>
          ))}
        </SmallList>
      )}
    </Dropdown>
  );
}

function Item({ to, label, active, onHover }: { to: string; label: string; active: boolean; onHover?: () => void }) {
  return (
    <Slot onMouseEnter={onHover} onFocus={onHover}>
      <Top as={Link} to={to} $active={active} aria-current={active ? 'page' : undefined}>
        {label}
      </Top>
    </Slot>
  );
}

function Dropdown({
  label,
  active,
  wide = false,
  to,
  onHover,
  children,
}: {
  label: string;
  active: boolean;
  wide?: boolean;
  to?: string;
  onHover?: () => void;
  children: ReactNode;
}) {
  const { open, setOpen, bind } = useHoverMenu();
  const caret = <Caret aria-hidden="true">▾</Caret>;
  const hover = {
    ...bind,
    onMouseEnter: () => {
      onHover?.();
      bind.onMouseEnter();
    },
  };
  return (
    <Slot $wide={wide} {...hover}>
      {to ? (
        <Top as={Link} to={to} $active={active || open} aria-haspopup="true" aria-expanded={open}>
          {label}
          {caret}
        </Top>
      ) : (
        <Top
          as="button"
          type="button"
          $active={active || open}
          aria-haspopup="true"
          aria-expanded={open}
          onClick={() => setOpen(!open)}
        >
          {label}
          {caret}
        </Top>
      )}
      {open && <Panel $wide={wide}>{children}</Panel>}
    </Slot>
  );
}

const Bar = styled.nav`
  position: relative;
  z-index: 800;
  background: ${theme.color.brand};
  box-shadow: 0 2px 4px rgba(0, 0, 0, 0.12);
`;

const Inner = styled.div`
  position: relative;
  display: flex;
  width: ${theme.desktopWidth};
  height: 46px;
  margin: 0 auto;
`;

const Slot = styled.div<{ $wide?: boolean }>`
  position: ${(p) => (p.$wide ? 'static' : 'relative')};
  flex: 1;
`;

const Top = styled.a<{ $active: boolean }>`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 4px;
  width: 100%;
  height: 46px;
  padding: 0;
  border: 0;
  background: ${(p) => (p.$active ? theme.color.brandDark : 'transparent')};
  color: #fff;
  font-size: 16px;
  cursor: pointer;
  &:hover {
    background: ${theme.color.brandDark};
  }
`;

const Caret = styled.span`
  font-size: 11px;
  opacity: 0.85;
`;

const Panel = styled.div<{ $wide: boolean }>`
  position: absolute;
  top: 46px;
  z-index: 810;
  border: 1px solid ${theme.color.border};
  border-top: 2px solid ${theme.color.brandDark};
  background: #fff;
  box-shadow: 0 8px 24px rgba(0, 0, 0, 0.14);
  ${(p) =>
    p.$wide
      ? css`
          left: 0;
          right: 0;
        `
      : css`
          left: 0;
          min-width: 100%;
        `}
`;

const SmallList = styled.div`
  display: flex;
  flex-direction: column;
  padding: 6px 0;
  a {
    padding: 8px 18px;
    color: ${theme.color.text};
    white-space: nowrap;
  }
  a:hover {
    background: ${theme.color.brandLight};
    color: ${theme.color.brand};
  }
`;
