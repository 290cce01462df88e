import styled from 'styled-components';
import { MobileFramePage, Notice, TabBar, useTitleSuffix } from '@cp/shared/ui';
import { REMOTE_NAME } from '../../remote';
import { GALLERY_NOTE, GALLERY_TABS } from './galleryTabs';
import type { GalleryTab } from './galleryTabs';

/** Mobile picture library: the mark-six / PK10 tabs above the library (the shell's header shows the title). */
export function GalleryPageMobile({ tab, prefix }: { tab: GalleryTab; prefix: string }) {
  useTitleSuffix(tab.titleSuffix);
  return (
    <MobileFramePage data-remote={REMOTE_NAME}>
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
    </MobileFramePage>
  );
}

const Content = styled.div`
  padding: 12px;
`;
