import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useStores } from '@cp/shared/stores';
import { Marquee, theme } from '@cp/shared/ui';
import { UserLinks } from './UserLinks';

/** The thin bar above the header: the scrolling announcement, member or guest links, 手机版. */
export const TopBar = observer(function TopBar() {
  const { site } = useStores();
  return (
    <Wrapper>
      <Inner>
        <Notice>
          <Speaker viewBox="0 0 24 24" aria-hidden="true">
            <path
              d="M4 9v6h4l5 4V5L8 9zM16 8.5a4.5 4.5 0 0 1 0 7M18.5 6a8 8 0 0 1 0 12"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinejoin="round"
            />
          </Speaker>
          <Marquee text={site.marquee} />
        </Notice>
        <Links>
          <UserLinks />
          <Sep />
          <Link to="/m">手机版</Link>
        </Links>
      </Inner>
    </Wrapper>
  );
});

const Wrapper = styled.div`
  height: 34px;
  border-bottom: 1px solid ${theme.color.border};
  background: #fafafa;
  color: #666;
  font-size: 12px;
`;

const Inner = styled.div`
  display: flex;
  align-items: center;
  gap: 24px;
  width: ${theme.desktopWidth};
  height: 100%;
  margin: 0 auto;
`;

const Notice = styled.div`
  display: flex;
  flex: 1;
  align-items: center;
  gap: 6px;
  min-width: 0;
  color: #666;
`;

const Speaker = styled.svg`
  flex: none;
  width: 16px;
  height: 16px;
  color: ${theme.color.brand};
`;

const Links = styled.nav`
  display: flex;
  flex: none;
  align-items: center;
  gap: 10px;
  a:hover,
  button:hover {
    color: ${theme.color.brand};
  }
`;

const Sep = styled.span`
  width: 1px;
  height: 11px;
  background: #d6d6d6;
`;
