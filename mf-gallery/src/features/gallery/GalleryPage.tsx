import { Breadcrumb, FrameHeading, FramePage, Notice, TabBar, useTitleSuffix } from '@cp/shared/ui';
import { REMOTE_NAME } from '../../remote';
import { GALLERY_NOTE, GALLERY_TABS } from './galleryTabs';
import type { GalleryTab } from './galleryTabs';

/** Desktop picture library: breadcrumb, heading, the 六合彩图库 / PK10图库 tabs and the library. */
export function GalleryPage({ tab, prefix }: { tab: GalleryTab; prefix: string }) {
  useTitleSuffix(tab.titleSuffix);
  return (
    <FramePage data-remote={REMOTE_NAME} $stack>
      <Breadcrumb items={[{ label: '首页', to: '/' }, { label: '图库' }, { label: tab.label }]} />
      <FrameHeading>{tab.label}</FrameHeading>
      <TabBar
        label="图库"
        active={tab.key}
        tabs={GALLERY_TABS.map((t) => ({ key: t.key, label: t.label, to: `${prefix}/${t.key}` }))}
      />
      <Notice tone="soon" title={tab.comingSoon}>
        {GALLERY_NOTE}
      </Notice>
    </FramePage>
  );
}
