import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { theme } from '@cp/shared/ui';
import { HallPanel } from './HallPanel';
import { PlanPanel } from './PlanPanel';
import { activeMenu } from './menuModel';
import { useHoverMenu } from './useHoverMenu';

const GALLERY = [
  { to: '/images/liuHe', label: '六合彩图库' },
  { to: '/images/pk10', label: 'PK10图库' },
];

/** The red menu bar of the desktop frame; the current section is highlighted. */
export function MainMenu() {
  const active = activeMenu(useLocation().pathname);
  return (
    <Bar>
      <Inner data-testid="main-menu">
        <Item to="/" label="首页" active={active === 'home'} />
        <Dropdown label="彩票大厅" active={active === 'hall'} wide>
          <HallPanel />
        </Dropdown>
        <Dropdown label="图库" active={active === 'gallery'} to="/images/liuHe">
          <SmallList>
            {GALLERY.map((g) => (
              <Link key={g.to} to={g.to}>
                {g.label}
              </Link>
            ))}
          </SmallList>
        </Dropdown>
        <Dropdown label="预测" active={active === 'plan'} wide>
          <PlanPanel />
        </Dropdown>
        <Item to="/changltx" label="长龙提醒" active={active === 'changlong'} />
        <Item to="/lottery/trend" label="走势图表" active={active === 'trend'} />
        <Item to="/transfer" label="开奖调用" active={active === 'transfer'} />
        <Item to="/lotterybet/lotteryhome/jspk10/rank" label="竞猜中心" active={active === 'guess'} />
      </Inner>
    </Bar>
  );
}

function Item({ to, label, active }: { to: string; label: string; active: boolean }) {
  return (
    <Slot>
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
  children,
}: {
  label: string;
  active: boolean;
  wide?: boolean;
  to?: string;
  children: ReactNode;
}) {
  const { open, setOpen, bind } = useHoverMenu();
  const caret = <Caret aria-hidden="true">▾</Caret>;
  return (
    <Slot $wide={wide} {...bind}>
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
