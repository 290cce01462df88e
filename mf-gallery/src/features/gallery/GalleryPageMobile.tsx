import styled from 'styled-components';
import { theme } from '@cp/shared/ui';
import { REMOTE_NAME } from '../../remote';
import { Notice } from '../frame/Notice';
import { TabBar } from '../frame/TabBar';
import { useTitleSuffix } from '../frame/useTitleSuffix';
import { GALLERY_NOTE, GALLERY_TABS } from './galleryTabs';
import type { GalleryTab } from './galleryTabs';

/** Mobile picture library: the mark-six / PK10 tabs above the library (the shell's header shows the title). */
export function GalleryPageMobile({ tab, prefix }: { tab: GalleryTab; prefix: string }) {
  useTitleSuffix(tab.titleSuffix);
  return (
    <Wrapper data-remote={REMOTE_NAME}>
      <TabBar
        compact
        label="图库"
        active={tab.key}
        tabs={GALLERY_TABS.map((t) => ({ key: t.key, label: t.label, to: `${prefix}/${t.key}` }))}
      />
      <Content>
        <Notice tone="soon" title={tab.comingSoon}>
          {GALLERY_NOTE}
        </Notice>
      </Content>
    </Wrapper>
  );
}

const Wrapper = styled.div`
  color: ${theme.color.text};
  font-family: ${theme.font.family};
`;

const Content = styled.div`
  padding: 12px;
`;
