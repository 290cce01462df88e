export { tukuApi } from './tuku';
export type { TukuApi, TukuImageQuery } from './tuku';
export { TukuApiProvider, useTukuApi } from './context';
