import { Notice } from '@cp/shared/ui';
import { MobilePage } from './MobilePage';
import type { NoticePageDef } from './noticePages';

/** One of the member screens waiting for the member functions. */
export function NoticePage({ page, back }: { page: NoticePageDef; back: string }) {
  return (
    <MobilePage title={page.title} back={back}>
      <Notice tone="soon" title={page.comingSoon}>
        {page.note}
      </Notice>
    </MobilePage>
  );
}
