/** Requests of the picture-library routes for wire-schemas.test.ts: each answer's body must match its schema. */
export function gallerySamples(): Record<string, string[]> {
  const samples: Record<string, string[]> = {};
  for (const base of ['/v1/cp168/apis', '/v1/cp168/wap']) {
    Object.assign(samples, {
      [`GET ${base}/tukus/categoriesByPinyin`]: [
        `${base}/tukus/categoriesByPinyin?cpType=liuHe`,
        `${base}/tukus/categoriesByPinyin?cpType=pk10`,
        `${base}/tukus/categoriesByPinyin?cpType=x`,
      ],
      [`GET ${base}/tukus/images`]: [
        `${base}/tukus/images?categoryId=hk6-kj&size=5`,
        `${base}/tukus/images?categoryId=jspk10-yc&page=2&size=3`,
        `${base}/tukus/images?categoryId=pk10-upload`,
        `${base}/tukus/images?categoryId=nope`,
      ],
    });
  }
  samples['GET /v1/cp168/tukus/papers/{categoryId}/{file}'] = ['/v1/cp168/tukus/papers/hk6-sxb/1.svg'];
  return samples;
}
