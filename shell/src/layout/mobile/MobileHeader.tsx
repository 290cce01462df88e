import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useStores } from '@cp/shared/stores';
import { rem, theme } from '@cp/shared/ui';
import { usePlatform } from '../../platform';
import { mobileTitle } from './mobileTitle';

/**
 * The mobile header: back button (inner pages), the page title and the header menu (the
 * remotes' entries and the shell's APP page, without the section the visitor is in).
 */
export const MobileHeader = observer(function MobileHeader() {
  const { site, ui } = useStores();
  const platform = usePlatform();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const menuOpen = openAt === pathname;
  const setMenuOpen = (value: boolean) => setOpenAt(value ? pathname : null);

  const handleBack = () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate('/m');
  };

  return (
    <Bar data-testid="mobile-header">
      {!platform.isTabRoot(pathname) && (
        <Side as="button" type="button" aria-label="返回" onClick={handleBack}>
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path
              d="M15 5l-7 7 7 7"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.4"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </Side>
      )}
      <Title>{mobileTitle(ui.titleSuffix, platform.title(pathname), site.siteName)}</Title>
      <Side
        as="button"
        type="button"
        $right
        aria-label="菜单"
        aria-expanded={menuOpen}
        onClick={() => setMenuOpen(!menuOpen)}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <path d="M4 7h16M4 12h16M4 17h16" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
        </svg>
      </Side>
      {menuOpen && (
        <>
          <Shade onClick={() => setMenuOpen(false)} />
          <Menu data-testid="header-menu">
            {platform.headerMenu(pathname).map((item) => (
              <Link key={item.path} to={item.path}>
                {item.label}
              </Link>
            ))}
          </Menu>
        </>
      )}
    </Bar>
  );
});

const Bar = styled.header`
  position: fixed;
  top: 0;
  right: 0;
  left: 0;
  z-index: 700;
  display: flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  max-width: 540px;
  height: ${rem(46)};
  background: ${theme.color.brand};
  margin: 0 auto;
  color: #fff;
`;

const Title = styled.h1`
  max-width: 70%;
  margin: 0;
  overflow: hidden;
  font-size: ${rem(17)};
  font-weight: 600;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Side = styled.a<{ $right?: boolean }>`
  position: absolute;
  top: 0;
  ${(p) => (p.$right ? 'right: 0;' : 'left: 0;')}
  display: flex;
  align-items: center;
  justify-content: center;
  width: ${rem(46)};
  height: ${rem(46)};
  padding: 0;
  border: 0;
  background: none;
  color: #fff;
  cursor: pointer;
  svg {
    width: ${rem(22)};
    height: ${rem(22)};
  }
`;

const Shade = styled.div`
  position: fixed;
  inset: ${rem(46)} 0 0;
  background: rgba(0, 0, 0, 0.3);
`;

const Menu = styled.nav`
  position: absolute;
  top: ${rem(46)};
  right: ${rem(6)};
  display: flex;
  flex-direction: column;
  min-width: ${rem(130)};
  padding: ${rem(4)} 0;
  border-radius: ${rem(6)};
  background: #fff;
  box-shadow: 0 6px 20px rgba(0, 0, 0, 0.2);
  a {
    padding: ${rem(11)} ${rem(18)};
    color: ${theme.color.text};
    font-size: ${rem(15)};
  }
  a + a {
    border-top: 1px solid #f2f2f2;
  }
`;
