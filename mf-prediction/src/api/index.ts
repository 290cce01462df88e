export { jihuaApi } from './jihua';
export type { JihuaApi } from './jihua';
export { JihuaApiProvider, useJihuaApi } from './context';
