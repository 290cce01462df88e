/**
 * Wire types of the picture libraries (图库, issue 18): server `modules/gallery`, remote
 * `mf-gallery`. Routes under `/v1/cp168/wap` and `/v1/cp168/apis` (and `/api`); times epoch ms.
 */

/** The two libraries: 六合彩图库 and PK10图库. */
export type GalleryType = 'liuHe' | 'pk10';

/** What a category holds: papers the server draws from its own data every period, or operator uploads. */
export type GallerySource = 'generated' | 'upload';

/** A category of papers (one series a player flips through period by period). */
export interface TukuCategory {
  id: string;
  type: GalleryType;
  /** 香港六合彩特码生肖表, 极速赛车开奖图 … */
  name: string;
  /** Full pinyin of the name, lower case without tones (xiang gang liu he cai …). */
  pinyin: string;
  /** A–Z of the name's first character's pinyin ('#' when none). */
  initial: string;
  description: string;
  source: GallerySource;
  /** The lottery the papers are about. */
  code: string;
  lotteryName: string;
  /** Newest period with a paper, and its thumbnail; null while the category is empty. */
  latestPeriod: string | null;
  thumbnailURL: string | null;
}

/** `GET tukus/categoriesByPinyin?cpType=` — categories grouped by initial, A → Z. */
export interface TukuCategoryGroup {
  initial: string;
  list: TukuCategory[];
}

/** One paper of a category for one period. */
export interface TukuImage {
  id: string;
  categoryId: string;
  code: string;
  period: string;
  /** Draw time of the period (a prediction paper: the period it predicts). */
  drawTime: number;
  createdAt: number;
  /** The paper itself (SVG for generated papers, WebP 932 px high for uploads): immutable URL. */
  url: string;
  /** Small version for lists (same SVG for generated papers). */
  thumbnailURL: string;
  mediaType: 'image/svg+xml' | 'image/webp';
  width: number;
  height: number;
}

/**
 * `GET tukus/images?categoryId=&period=&from=&to=&page=&size=` — a category's papers newest first
 * (`from`/`to`: Beijing dates YYYY-MM-DD of the draw), with `current` = the paper of `period`
 * (else the newest) and the periods before and after it in the category.
 */
export interface TukuImagePage {
  category: TukuCategory;
  list: TukuImage[];
  total: number;
  page: number;
  size: number;
  current: TukuImage | null;
  previousPeriod: string | null;
  nextPeriod: string | null;
}

/** Height of the paper viewer (specification section 9). */
export const PAPER_VIEW_HEIGHT = 932;
