/** The paper viewer: one category's papers, period by period. */
export { PaperViewer } from './PaperViewer';
export type { PaperViewerProps } from './PaperViewer';
