/** The public face of the mobile member pages. */
export { EditPage } from './EditPage';
export { MemberHome } from './MemberHome';
export { NoticePage } from './NoticePage';
export { NOTICE_PAGES } from './noticePages';
export type { NoticePageDef } from './noticePages';
export { SettingPage } from './SettingPage';
export { StatePage } from './StatePage';
