import { Route, Routes } from 'react-router-dom';
import type { RemoteRouteProps } from '@cp/shared/mf';
import { PageNotFound } from '@cp/shared/ui';
import { REMOTE_NAME } from '../remote';
import { EditPage, MemberHome, NOTICE_PAGES, NoticePage, SettingPage, StatePage } from '../features/mobile';
import type { NoticePageDef } from '../features/mobile';

/**
 * Mobile member area under /m/member: the centre, edit (?mode=pwd), feedback, forgot, info,
 * integral, jingTsai, login, register, setting and state (the disclaimer).
 */
export default function MobileRoutes({ prefix }: RemoteRouteProps) {
  const backOf = (page: NoticePageDef) =>
    page.back === 'home' ? '/m' : page.back === 'login' ? `${prefix}/login` : prefix;
  return (
    <Routes>
      <Route index element={<MemberHome base={prefix} />} />
      <Route path="edit" element={<EditPage back={`${prefix}/setting`} />} />
      <Route path="setting" element={<SettingPage base={prefix} />} />
      <Route path="state" element={<StatePage back={prefix} />} />
      {NOTICE_PAGES.map((page) => (
        <Route key={page.path} path={page.path} element={<NoticePage page={page} back={backOf(page)} />} />
      ))}
      <Route path="*" element={<PageNotFound remote={REMOTE_NAME} />} />
    </Routes>
  );
}
