/** 杀号计划 (shJh). */
export { KillView } from './KillView';
