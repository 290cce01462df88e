import styled from 'styled-components';
import { MobileFrameContent, MobileFramePage, TabBar, useTitleSuffix } from '@cp/shared/ui';
import { ZodiacTableLink } from '../library';
import { REMOTE_NAME } from '../../remote';
import { GalleryBody } from './GalleryBody';
import { GALLERY_TABS } from './galleryTabs';
import type { GalleryTab } from './galleryTabs';
import { useGalleryAddress } from './useGalleryAddress';
import { useLibrary } from './useLibrary';

/** Mobile picture library: the 六合彩 / PK10 tabs above the library (the shell's header shows the title). */
export function GalleryPageMobile({ tab, prefix }: { tab: GalleryTab; prefix: string }) {
  useTitleSuffix(tab.titleSuffix);
  const library = useLibrary(tab.key);
  const { hrefOf } = useGalleryAddress();
  return (
    <Page data-remote={REMOTE_NAME}>
      <TabBar
        compact
        label="图库"
        active={tab.key}
        tabs={GALLERY_TABS.map((t) => ({ key: t.key, label: t.label, to: `${prefix}/${t.key}` }))}
      />
      <MobileFrameContent>
        <div>
          <ZodiacTableLink store={library} hrefOf={hrefOf} />
        </div>
        <GalleryBody library={library} compact />
      </MobileFrameContent>
    </Page>
  );
}

/** Nothing on the page may widen it past a 390 px phone (the strips scroll inside themselves). */
const Page = styled(MobileFramePage)`
  min-width: 0;
  overflow-x: clip;
`;
