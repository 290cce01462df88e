import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import { useStores } from '@cp/shared/stores';
import { NoData, PageLoading, theme } from '@cp/shared/ui';
import { homeSections, hotLotteries } from '../../common/homeModel';
import { useDrawWatch } from '../../common/useDrawWatch';
import { DrawRow } from './DrawRow';
import { HotPanel } from './HotPanel';

/** Desktop home: the hot-lottery tabs, then every lottery's latest draw by category, all live. */
export const DesktopHomePage = observer(function DesktopHomePage() {
  const { site, lotteries } = useStores();
  const sections = homeSections(lotteries.list);
  useDrawWatch(lotteries.list.map((l) => l.code));

  if (!lotteries.loaded) return <PageLoading />;
  if (sections.length === 0) return <NoData />;
  return (
    <Wrapper>
      <HotPanel lotteries={hotLotteries(site.hotCodes(true), lotteries.map)} />
      {sections.map((section) => (
        <Section key={section.category} data-testid={`home-section-${section.category}`}>
          <SectionTitle>
            {section.label}
            <small>{section.lotteries.length} 个彩种</small>
          </SectionTitle>
          {section.lotteries.map((l) => (
            <DrawRow key={l.code} lottery={l} />
          ))}
        </Section>
      ))}
    </Wrapper>
  );
});

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

// Laid out and painted only near the screen (content-visibility; see MobileDrawCard).
const Section = styled.section`
  content-visibility: auto;
  contain-intrinsic-size: auto 480px;
  overflow: hidden;
  border: 1px solid ${theme.color.border};
  border-radius: 6px;
  background: #fff;
`;

const SectionTitle = styled.h2`
  display: flex;
  align-items: baseline;
  gap: 10px;
  margin: 0;
  padding: 10px 16px;
  border-bottom: 1px solid ${theme.color.border};
  border-left: 4px solid ${theme.color.brand};
  background: #fafafa;
  font-size: 16px;
  small {
    color: ${theme.color.textMuted};
    font-size: 12px;
    font-weight: 400;
  }
`;
