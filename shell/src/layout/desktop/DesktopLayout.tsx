import styled from 'styled-components';
import { BackToTop, theme } from '@cp/shared/ui';
import { GuardedOutlet } from '../../navigation/GuardedOutlet';
import { Footer } from './Footer';
import { MainMenu } from './MainMenu';
import { SiteHeader } from './SiteHeader';
import { TopBar } from './TopBar';

/** Desktop frame: top bar, logo and banner, menu, the page (1200 px, centred), footer. */
export function DesktopLayout() {
  return (
    <Wrapper>
      <TopBar />
      <SiteHeader />
      <MainMenu />
      <Main>
        <GuardedOutlet />
      </Main>
      <Footer />
      <BackToTop />
    </Wrapper>
  );
}

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  min-width: ${theme.desktopWidth};
  min-height: 100vh;
`;

/**
 * At least a screen high: the footer starts below the fold, so a page whose content arrives after
 * its frame (a remote's, under the server-rendered first view) moves nothing already in view.
 */
const Main = styled.main`
  flex: 1;
  min-height: 100vh;
  width: ${theme.desktopWidth};
  margin: 16px auto 0;
`;
