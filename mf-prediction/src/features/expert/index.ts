/** 专家推荐 (expert): the expert cards and an expert's detail page. */
export { ExpertView } from './ExpertView';
export { ExpertDetail } from './ExpertDetail';
