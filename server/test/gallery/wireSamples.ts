import type { MemberSample } from '../members/wireSamples';

/** Requests of the picture-library routes for wire-schemas.test.ts: each answer's body must match its schema. */
export function gallerySamples(): Record<string, Array<string | MemberSample>> {
  const samples: Record<string, Array<string | MemberSample>> = {};
  for (const base of ['/v1/cp168/apis', '/v1/cp168/wap']) {
    Object.assign(samples, {
      [`GET ${base}/tukus/categoriesByPinyin`]: [
        `${base}/tukus/categoriesByPinyin?cpType=liuHe`,
        `${base}/tukus/categoriesByPinyin?cpType=pk10`,
        `${base}/tukus/categoriesByPinyin?cpType=x`,
      ],
      [`GET ${base}/newspaper/predict/danShuang`]: [
        `${base}/newspaper/predict/danShuang?cpCode=hk6&count=5`,
        `${base}/newspaper/predict/danShuang?cpCode=jspk10`,
      ],
      [`GET ${base}/newspaper/predict/pastTenPeriod/{a}/{b}`]: [`${base}/newspaper/predict/pastTenPeriod/hk6/1`],
      [`GET ${base}/lastPeriodPrediction/{a}/{b}/{c}`]: [`${base}/lastPeriodPrediction/hk6/1/daXiao`],
      [`GET ${base}/predict/period/{a}/{b}`]: [`${base}/predict/period/hk6/1`],
      [`GET ${base}/newspaper/tmHotColdRank`]: [
        `${base}/newspaper/tmHotColdRank?cpCode=hk6`,
        `${base}/newspaper/tmHotColdRank?cpCode=nope`,
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
  samples['POST /v1/admin/gallery/images'] = [
    { url: '/v1/admin/gallery/images', method: 'POST', body: { file: 'not multipart' }, auth: 'admin', status: 415 },
    { url: '/v1/admin/gallery/images', method: 'POST', body: { file: 'x' }, auth: 'none', status: 401 },
  ];
  samples['DELETE /v1/admin/gallery/images/{id}'] = [
    { url: '/v1/admin/gallery/images/999', method: 'DELETE', auth: 'admin', status: 404 },
  ];
  return samples;
}
