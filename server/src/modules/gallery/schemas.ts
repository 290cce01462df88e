import { Type } from '@sinclair/typebox';
import { Nullable, StringEnum } from '../../lib/envelope';

/** Schemas of the picture-library routes (wire types in shared/src/domain/gallery/wire.ts). */

const Date$ = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', maxLength: 10, description: '北京时间日期 YYYY-MM-DD' });

export const CategoriesQuery = Type.Object(
  { cpType: StringEnum(['liuHe', 'pk10'] as const, { description: 'liuHe 六合彩图库，pk10 PK10图库' }) },
  { additionalProperties: false },
);

export const ImagesQuery = Type.Object(
  {
    categoryId: Type.String({ minLength: 1, maxLength: 40, description: '分类 id，例如 hk6-sxb' }),
    period: Type.Optional(
      Type.String({ minLength: 1, maxLength: 30, pattern: '^[0-9A-Za-z-]+$', description: '期号（默认最新）' }),
    ),
    from: Type.Optional(Date$),
    to: Type.Optional(Date$),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, default: 1 })),
    size: Type.Optional(Type.Integer({ minimum: 1, maximum: 60, default: 20 })),
  },
  { additionalProperties: false },
);

export const PaperParams = Type.Object({
  categoryId: Type.String({ maxLength: 40 }),
  file: Type.String({ maxLength: 40, description: '{期号}.svg' }),
});

const Category = Type.Object({
  id: Type.String(),
  type: StringEnum(['liuHe', 'pk10'] as const),
  name: Type.String(),
  pinyin: Type.String({ description: '名称拼音（小写，无声调）' }),
  initial: Type.String({ description: '拼音首字母 A–Z，# 为其他' }),
  description: Type.String(),
  source: StringEnum(['generated', 'upload'] as const, { description: 'generated 本站按开奖生成，upload 运营上传' }),
  code: Type.String(),
  lotteryName: Type.String(),
  latestPeriod: Nullable(Type.String()),
  thumbnailURL: Nullable(Type.String()),
});

export const CategoryGroupsSchema = Type.Array(Type.Object({ initial: Type.String(), list: Type.Array(Category) }));

const Image = Type.Object({
  id: Type.String(),
  categoryId: Type.String(),
  code: Type.String(),
  period: Type.String(),
  drawTime: Type.Integer(),
  createdAt: Type.Integer(),
  url: Type.String({ description: '图纸地址（不变，可长期缓存）' }),
  thumbnailURL: Type.String(),
  mediaType: StringEnum(['image/svg+xml', 'image/webp'] as const),
  width: Type.Integer(),
  height: Type.Integer(),
});

export const ImagePageSchema = Type.Object({
  category: Category,
  list: Type.Array(Image),
  total: Type.Integer(),
  page: Type.Integer(),
  size: Type.Integer(),
  current: Nullable(Image),
  previousPeriod: Nullable(Type.String({ description: '上一期（较早）' })),
  nextPeriod: Nullable(Type.String({ description: '下一期（较新）' })),
});
