import { pinyin } from 'pinyin-pro';
import { galleryCategories } from '@cp/shared/domain';
import type { GalleryCategoryDef, GalleryType, LotteryDef, PaperKind } from '@cp/shared/domain';

/** A category with its pinyin (computed once, at start). */
export interface GalleryCategory extends GalleryCategoryDef {
  pinyin: string;
  initial: string;
}

const ROLE: Record<PaperKind, 'zodiacTable' | 'result' | 'hotCold' | 'predict' | 'strip'> = {
  zodiacTable: 'zodiacTable',
  hk6Result: 'result',
  hotCold: 'hotCold',
  hk6Predict: 'predict',
  pk10Result: 'result',
  pk10Strip: 'strip',
  pk10Predict: 'predict',
};

/** The first letter of a name's pinyin, A–Z ('#' when it starts with neither a letter nor a hanzi). */
export function initialOf(name: string): string {
  const first = pinyin(name.slice(0, 1), { pattern: 'first', toneType: 'none' }).toUpperCase();
  return /^[A-Z]$/.test(first) ? first : '#';
}

/** The library's categories (shared/domain/gallery/categories.ts) with pinyin, by id and by lottery. */
export class GalleryCatalogue {
  readonly list: GalleryCategory[];
  private readonly byId: Map<string, GalleryCategory>;
  private readonly byCode = new Map<string, Partial<Record<(typeof ROLE)[PaperKind], string>>>();

  constructor(lotteries: readonly LotteryDef[]) {
    this.list = galleryCategories(lotteries).map((c) => ({
      ...c,
      pinyin: pinyin(c.name, { toneType: 'none', nonZh: 'consecutive' }).toLowerCase(),
      initial: initialOf(c.name),
    }));
    this.byId = new Map(this.list.map((c) => [c.id, c]));
    for (const c of this.list) {
      if (!c.kind) continue;
      const ids = this.byCode.get(c.code) ?? {};
      ids[ROLE[c.kind]] = c.id;
      this.byCode.set(c.code, ids);
    }
  }

  get(id: string): GalleryCategory | undefined {
    return this.byId.get(id);
  }

  of(type: GalleryType): GalleryCategory[] {
    return this.list.filter((c) => c.type === type);
  }

  /** The generated categories of a lottery by role. */
  idsOf(code: string): Partial<Record<(typeof ROLE)[PaperKind], string>> {
    return this.byCode.get(code) ?? {};
  }
}
