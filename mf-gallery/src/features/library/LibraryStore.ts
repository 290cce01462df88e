import { makeAutoObservable } from 'mobx';
import type { GalleryType, TukuCategory, TukuCategoryGroup } from '@cp/shared/domain';
import { LatestRequest } from '@cp/shared/stores';
import type { RequestOutcome } from '@cp/shared/stores';
import { tukuApi } from '../../api';
import type { TukuApi } from '../../api';
import { matchesCategory } from './categorySearch';

/** The letters of the pinyin index, A → Z; '#' (names with no pinyin initial) follows when used. */
export const INDEX_LETTERS: readonly string[] = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');

/** The zodiac-table category of the six-mark library: ids end in -sxb; 香港六合彩's first. */
export const ZODIAC_SUFFIX = '-sxb';
const ZODIAC_PREFERRED = 'hk6-sxb';

export interface IndexLetter {
  letter: string;
  /** Whether a shown category starts with it (else the letter is disabled). */
  enabled: boolean;
}

/**
 * One library's categories (六合彩图库 or PK10图库): loaded grouped by pinyin initial, filtered
 * by the search box, and the letters of the index with the ones that have categories.
 */
export class LibraryStore {
  groups: TukuCategoryGroup[] | null = null;
  query = '';
  readonly request = new LatestRequest({ errorMessage: '图库分类加载失败' });
  private readonly api: TukuApi;

  constructor(
    readonly type: GalleryType,
    options: { api?: TukuApi } = {},
  ) {
    this.api = options.api ?? tukuApi();
    makeAutoObservable<LibraryStore, 'api'>(this, { api: false, request: false }, { autoBind: true });
  }

  get error(): string | null {
    return this.request.error;
  }

  /** The groups with the categories the search box lets through; empty groups left out. */
  get visibleGroups(): TukuCategoryGroup[] {
    return (this.groups ?? [])
      .map((g) => ({ initial: g.initial, list: g.list.filter((c) => matchesCategory(c, this.query)) }))
      .filter((g) => g.list.length > 0);
  }

  get visibleCount(): number {
    return this.visibleGroups.reduce((n, g) => n + g.list.length, 0);
  }

  /** A–Z (and '#' when a category uses it), each enabled when a shown category starts with it. */
  get letters(): IndexLetter[] {
    const shown = new Set(this.visibleGroups.map((g) => g.initial));
    const extra = (this.groups ?? []).some((g) => g.initial === '#') ? ['#'] : [];
    return [...INDEX_LETTERS, ...extra].map((letter) => ({ letter, enabled: shown.has(letter) }));
  }

  /** Every category of the library, in index order. */
  get categories(): TukuCategory[] {
    return (this.groups ?? []).flatMap((g) => g.list);
  }

  /** The 特码生肖表 category (six-mark library only): 香港六合彩's, else the first. */
  get zodiacTable(): TukuCategory | null {
    if (this.type !== 'liuHe') return null;
    const tables = this.categories.filter((c) => c.id.endsWith(ZODIAC_SUFFIX));
    return tables.find((c) => c.id === ZODIAC_PREFERRED) ?? tables[0] ?? null;
  }

  setQuery(text: string): void {
    this.query = text;
  }

  load(): Promise<RequestOutcome> {
    return this.request.run(
      () => this.api.categories(this.type),
      (groups) => {
        this.groups = groups;
      },
    );
  }

  retry(): Promise<RequestOutcome | null> {
    return this.request.retry();
  }
}
