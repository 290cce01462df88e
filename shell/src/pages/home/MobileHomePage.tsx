import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import { useStores } from '@cp/shared/stores';
import { Marquee, NoData, PageLoading, rem, theme } from '@cp/shared/ui';
import { homeSections, hotLotteries } from '../../common/homeModel';
import { useDrawWatch } from '../../common/useDrawWatch';
import { HomeNews } from '../news/HomeNews';
import { BannerSlider } from './BannerSlider';
import { HotGrid } from './HotGrid';
import { MobileDrawCard } from './MobileDrawCard';

/**
 * Mobile home: the banner slider (site info banners; the head banner when there are none), the
 * notice marquee, 公告资讯, the hot lottery grid, then every lottery's latest draw, live.
 */
export const MobileHomePage = observer(function MobileHomePage() {
  const { site, lotteries } = useStores();
  useDrawWatch(lotteries.list.map((l) => l.code));
  const banners = site.info?.siteSetting.banners ?? [];
  const banner = site.info?.siteSetting.headBanner;
  const sections = homeSections(lotteries.list);

  return (
    <div>
      {banners.length > 0 ? <BannerSlider banners={banners} /> : banner && <Banner src={banner} alt={site.siteName} />}
      {site.marquee && (
        <Notice>
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path
              d="M4 9v6h4l5 4V5L8 9zM16 8.5a4.5 4.5 0 0 1 0 7"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinejoin="round"
            />
          </svg>
          <Marquee text={site.marquee} speed={50} />
        </Notice>
      )}
      <HomeNews />
      {!lotteries.loaded ? (
        <PageLoading />
      ) : sections.length === 0 ? (
        <NoData />
      ) : (
        <>
          <HotGrid lotteries={hotLotteries(site.hotCodes(false), lotteries.map)} />
          {sections.map((section) => (
            <Section key={section.category} data-testid={`home-section-${section.category}`}>
              <Heading>{section.label}</Heading>
              {section.lotteries.map((l) => (
                <MobileDrawCard key={l.code} lottery={l} />
              ))}
            </Section>
          ))}
        </>
      )}
    </div>
  );
});

const Banner = styled.img`
  display: block;
  width: calc(100% - ${rem(20)});
  height: auto;
  margin: ${rem(10)} auto;
  border-radius: ${rem(6)};
`;

const Notice = styled.div`
  display: flex;
  align-items: center;
  gap: ${rem(6)};
  height: ${rem(34)};
  padding: 0 ${rem(12)};
  border-bottom: 1px solid #f0f0f0;
  background: #fff;
  color: #666;
  font-size: ${rem(13)};
  svg {
    flex: none;
    width: ${rem(18)};
    height: ${rem(18)};
    color: ${theme.color.brand};
  }
`;

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${rem(10)};
  padding: 0 ${rem(10)};
`;

const Heading = styled.h2`
  margin: ${rem(14)} 0 0;
  padding-left: ${rem(8)};
  border-left: ${rem(4)} solid ${theme.color.brand};
  font-size: ${rem(16)};
  line-height: 1.2;
`;
