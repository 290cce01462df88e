import styled from 'styled-components';
import { theme } from '@cp/shared/ui';
import { REMOTE_NAME } from '../../remote';
import { Breadcrumb } from '../frame/Breadcrumb';
import { Notice } from '../frame/Notice';
import { TabBar } from '../frame/TabBar';
import { useTitleSuffix } from '../frame/useTitleSuffix';
import { GALLERY_NOTE, GALLERY_TABS } from './galleryTabs';
import type { GalleryTab } from './galleryTabs';

/** Desktop picture library: breadcrumb, heading, the 六合彩图库 / PK10图库 tabs and the library. */
export function GalleryPage({ tab, prefix }: { tab: GalleryTab; prefix: string }) {
  useTitleSuffix(tab.titleSuffix);
  return (
    <Wrapper data-remote={REMOTE_NAME}>
      <Breadcrumb items={[{ label: '首页', to: '/' }, { label: '图库' }, { label: tab.label }]} />
      <Heading>{tab.label}</Heading>
      <TabBar
        label="图库"
        active={tab.key}
        tabs={GALLERY_TABS.map((t) => ({ key: t.key, label: t.label, to: `${prefix}/${t.key}` }))}
      />
      <Notice tone="soon" title={tab.comingSoon}>
        {GALLERY_NOTE}
      </Notice>
    </Wrapper>
  );
}

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
  max-width: ${theme.desktopWidth};
  margin: 0 auto;
  padding: 0 16px 32px;
  color: ${theme.color.text};
  font-family: ${theme.font.family};
`;

const Heading = styled.h1`
  margin: 0;
  font-size: 22px;
  font-weight: 600;
`;
