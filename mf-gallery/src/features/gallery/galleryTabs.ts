import type { GalleryType } from '@cp/shared/domain';

/** The two picture libraries (specification: /images/liuHe and /images/pk10). */
export interface GalleryTab {
  key: GalleryType;
  label: string;
  titleSuffix: string;
}

export const GALLERY_TABS: readonly GalleryTab[] = [
  { key: 'liuHe', label: '六合彩图库', titleSuffix: '六合彩图库 |' },
  { key: 'pk10', label: 'PK10图库', titleSuffix: 'PK10图库 |' },
];
