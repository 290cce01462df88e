import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import styled, { createGlobalStyle } from 'styled-components';
import { BackToTop, rem } from '@cp/shared/ui';
import { GuardedOutlet } from '../../navigation/GuardedOutlet';
import { usePlatform } from '../../platform';
import { LoadingScreen } from './LoadingScreen';
import { MobileHeader } from './MobileHeader';
import { LOADING_SCREEN_MS, isIntroShown, skipMobileIntro } from './intro';
import { TabBar } from './TabBar';
import { MOBILE_MAX_WIDTH, useRootFontSize } from './useRootFontSize';

/** Mobile frame: start screen once, header, the page, bottom tab bar; rem lengths scale with the phone. */
export function MobileLayout() {
  useRootFontSize();
  const { pathname } = useLocation();
  const [intro, setIntro] = useState(!isIntroShown());
  useEffect(() => {
    if (!intro) return;
    skipMobileIntro();
    const timer = setTimeout(() => setIntro(false), LOADING_SCREEN_MS);
    return () => clearTimeout(timer);
  }, [intro]);
  const ownHeader = usePlatform().hasOwnHeader(pathname);

  return (
    <Wrapper $header={!ownHeader}>
      <RootFontSize />
      {intro && <LoadingScreen />}
      {!ownHeader && <MobileHeader />}
      <main>
        <GuardedOutlet />
      </main>
      <BackToTop mobile />
      <TabBar />
    </Wrapper>
  );
}

/**
 * The same root font size as useRootFontSize, in CSS: a server-rendered page has its rem lengths
 * right before any script runs (no jump when the browser takes it over).
 */
const RootFontSize = createGlobalStyle`
  html {
    font-size: min(10vw, ${MOBILE_MAX_WIDTH / 10}px);
  }
`;

const Wrapper = styled.div<{ $header: boolean }>`
  max-width: 540px;
  min-height: 100vh;
  margin: 0 auto;
  padding-top: ${(p) => (p.$header ? rem(46) : '0')};
  padding-bottom: calc(${rem(54)} + env(safe-area-inset-bottom));
  background: #f2f2f2;
  font-size: ${rem(14)};
`;
