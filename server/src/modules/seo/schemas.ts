import { Type } from '@sinclair/typebox';

/** Response schema of seo/page (wire type: SeoPage in @cp/shared/domain). */
export const SeoPageSchema = Type.Object({
  routing: Type.String({ description: '命中的页面路径前缀' }),
  titleSuffix: Type.String(),
  metaKeyword: Type.String(),
  metaDescription: Type.String(),
});
