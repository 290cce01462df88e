import { CategoryLibrary } from '../library';
import type { LibraryStore } from '../library';
import { ButtonLink } from '../common/styles';
import { PaperViewer } from '../viewer';
import { useGalleryAddress } from './useGalleryAddress';

/** The library's body: its category list, or with ?c= the paper viewer of that category. */
export function GalleryBody({ library, compact = false }: { library: LibraryStore; compact?: boolean }) {
  const { pathname, categoryId, period, hrefOf, showPeriod, shareUrl } = useGalleryAddress();
  if (!categoryId) return <CategoryLibrary store={library} hrefOf={hrefOf} compact={compact} />;
  return (
    <PaperViewer
      key={categoryId}
      categoryId={categoryId}
      period={period}
      onPeriod={showPeriod}
      shareUrl={shareUrl}
      compact={compact}
      back={<ButtonLink to={pathname}>返回图库</ButtonLink>}
    />
  );
}
