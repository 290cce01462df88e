export { Breadcrumb } from './Breadcrumb';
export type { Crumb } from './Breadcrumb';
export { Notice, NoticeButton } from './Notice';
export type { NoticeTone } from './Notice';
export { PageNotFound } from './PageNotFound';
export { TabBar } from './TabBar';
export type { TabLink } from './TabBar';
export { useTitleSuffix } from './useTitleSuffix';
export {
  FrameColumns,
  FrameHeading,
  FrameMain,
  FramePage,
  FrameSide,
  MobileFrameContent,
  MobileFramePage,
} from './layout';
