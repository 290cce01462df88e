/** Requests of the prediction routes for wire-schemas.test.ts: each answer's body must match its schema. */
export function predictionSamples(): Record<string, string[]> {
  const samples: Record<string, string[]> = {};
  for (const base of ['/v1/cp168/apis', '/v1/cp168/wap']) {
    Object.assign(samples, {
      [`GET ${base}/jihua/{kind}/{code}`]: [
        `${base}/jihua/lmTj/jspk10`,
        `${base}/jihua/expert/hk6?method=cold`,
        `${base}/jihua/buyplan/jspk10?method=buy2`,
        `${base}/jihua/shJh/fc3d`,
        `${base}/jihua/lmTj/hk6`,
        `${base}/jihua/lmTj/jspk10?method=nope`,
        `${base}/jihua/nope/jspk10`,
      ],
      [`GET ${base}/jihua/{kind}/{code}/history`]: [
        `${base}/jihua/buyplan/jspk10/history?size=5`,
        `${base}/jihua/expert/fc3d/history?page=2&size=10`,
        `${base}/jihua/expert/nope/history`,
      ],
      [`GET ${base}/jihua/{kind}/{code}/record`]: [
        `${base}/jihua/expert/jspk10/record?method=random&window=100`,
        `${base}/jihua/buyplan/jspk10/record?method=buy5`,
        `${base}/jihua/expert/jspk10/record?window=7`,
      ],
      [`GET ${base}/recommend/jihuas`]: [`${base}/recommend/jihuas`],
    });
  }
  return samples;
}
