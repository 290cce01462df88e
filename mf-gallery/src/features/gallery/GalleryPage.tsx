import styled from 'styled-components';
import { Breadcrumb, FrameHeading, FramePage, TabBar, useTitleSuffix } from '@cp/shared/ui';
import { ZodiacTableLink } from '../library';
import { REMOTE_NAME } from '../../remote';
import { GalleryBody } from './GalleryBody';
import { GALLERY_TABS } from './galleryTabs';
import type { GalleryTab } from './galleryTabs';
import { useGalleryAddress } from './useGalleryAddress';
import { useLibrary } from './useLibrary';

/** Desktop picture library: breadcrumb, heading, the 六合彩图库 / PK10图库 tabs and the library. */
export function GalleryPage({ tab, prefix }: { tab: GalleryTab; prefix: string }) {
  useTitleSuffix(tab.titleSuffix);
  const library = useLibrary(tab.key);
  const { hrefOf, categoryId } = useGalleryAddress();
  const libraryPath = `${prefix}/${tab.key}`;
  return (
    <FramePage data-remote={REMOTE_NAME} $stack>
      <Breadcrumb
        items={[
          { label: '首页', to: '/' },
          { label: '图库' },
          { label: tab.label, to: categoryId ? libraryPath : undefined },
          ...(categoryId ? [{ label: '图纸' }] : []),
        ]}
      />
      <Heading>
        <FrameHeading>{tab.label}</FrameHeading>
        <ZodiacTableLink store={library} hrefOf={hrefOf} />
      </Heading>
      <TabBar
        label="图库"
        active={tab.key}
        tabs={GALLERY_TABS.map((t) => ({ key: t.key, label: t.label, to: `${prefix}/${t.key}` }))}
      />
      <GalleryBody library={library} />
    </FramePage>
  );
}

const Heading = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
`;
