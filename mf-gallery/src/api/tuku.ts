import { http } from '@cp/shared/api';
import type { HttpClient } from '@cp/shared/api';
import type { GalleryType, TukuCategoryGroup, TukuImagePage } from '@cp/shared/domain';

const WAP = '/v1/cp168/wap/tukus';

/** What the paper viewer asks `tukus/images` for. */
export interface TukuImageQuery {
  categoryId: string;
  /** The paper to open; the newest (in the range) when left out. */
  period?: string;
  /** Beijing dates YYYY-MM-DD of the draw, inclusive. */
  from?: string;
  to?: string;
  page?: number;
  /** At most 60. */
  size?: number;
}

/** The picture libraries' endpoints (server modules/gallery; wire types in shared/domain/gallery). */
export interface TukuApi {
  categories(type: GalleryType): Promise<TukuCategoryGroup[]>;
  images(query: TukuImageQuery): Promise<TukuImagePage>;
}

export const tukuApi = (client: HttpClient = http): TukuApi => ({
  categories: (type) => client.get<TukuCategoryGroup[]>(`${WAP}/categoriesByPinyin`, { cpType: type }),
  images: (query) => client.get<TukuImagePage>(`${WAP}/images`, { ...query }),
});
