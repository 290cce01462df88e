/** 两面推荐 (lmTj). */
export { TwoSidesView } from './TwoSidesView';
