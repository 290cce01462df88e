import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useStores } from '@cp/shared/stores';
import { theme } from '@cp/shared/ui';

/** Logo and head banner from the site info. */
export const SiteHeader = observer(function SiteHeader() {
  const { site } = useStores();
  const setting = site.info?.siteSetting;
  return (
    <Wrapper>
      <Inner>
        <Link to="/" aria-label={site.siteName || '首页'}>
          {setting?.logo ? <Logo src={setting.logo} alt={site.siteName} /> : <SiteName>{site.siteName}</SiteName>}
        </Link>
        {setting?.headBanner && <Banner src={setting.headBanner} alt="" />}
      </Inner>
    </Wrapper>
  );
});

const Wrapper = styled.header`
  background: #fff;
`;

const Inner = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 24px;
  width: ${theme.desktopWidth};
  height: 100px;
  margin: 0 auto;
`;

const Logo = styled.img`
  display: block;
  height: 60px;
`;

const SiteName = styled.span`
  color: ${theme.color.brand};
  font-size: 30px;
  font-weight: 700;
`;

const Banner = styled.img`
  display: block;
  height: 80px;
  max-width: 800px;
  object-fit: contain;
  border-radius: 4px;
`;
