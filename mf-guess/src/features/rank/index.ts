export { RankPage } from './RankPage';
export { RankStore } from './RankStore';
