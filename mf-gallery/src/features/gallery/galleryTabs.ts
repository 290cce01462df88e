export type GalleryKey = 'liuHe' | 'pk10';

/** The two picture libraries (specification: /images/liuHe and /images/pk10). */
export interface GalleryTab {
  key: GalleryKey;
  label: string;
  titleSuffix: string;
  comingSoon: string;
}

export const GALLERY_TABS: readonly GalleryTab[] = [
  { key: 'liuHe', label: '六合彩图库', titleSuffix: '六合彩图库 |', comingSoon: '六合彩图库即将上线' },
  { key: 'pk10', label: 'PK10图库', titleSuffix: 'PK10图库 |', comingSoon: 'PK10图库即将上线' },
];

export const GALLERY_NOTE = '图库功能正在建设中，上线后即可在此按期浏览图纸。';
