import { Route, Routes } from 'react-router-dom';
import type { RemoteRouteProps } from '@cp/shared/mf';
import { PageNotFound } from '@cp/shared/ui';
import { REMOTE_NAME } from '../remote';
import {
  EditScreen,
  FeedbackScreen,
  ForgotScreen,
  InfoScreen,
  IntegralScreen,
  JingTsaiScreen,
  LoginScreen,
  MemberHome,
  RegisterScreen,
  SettingPage,
  StatePage,
} from '../features/mobile';

/**
 * Mobile member area under /m/member: the centre, edit (?mode=pwd), feedback, forgot, info,
 * integral, jingTsai, login, register, setting and state (the disclaimer). Which of them need a
 * login is declared in the contract (package.json `protected` / `public`); the shell checks.
 */
export default function MobileRoutes({ prefix }: RemoteRouteProps) {
  return (
    <Routes>
      <Route index element={<MemberHome base={prefix} />} />
      <Route path="login" element={<LoginScreen base={prefix} />} />
      <Route path="register" element={<RegisterScreen base={prefix} />} />
      <Route path="forgot" element={<ForgotScreen base={prefix} />} />
      <Route path="info" element={<InfoScreen base={prefix} />} />
      <Route path="edit" element={<EditScreen base={prefix} />} />
      <Route path="integral" element={<IntegralScreen base={prefix} />} />
      <Route path="jingTsai" element={<JingTsaiScreen base={prefix} />} />
      <Route path="feedback" element={<FeedbackScreen base={prefix} />} />
      <Route path="setting" element={<SettingPage base={prefix} />} />
      <Route path="state" element={<StatePage back={prefix} />} />
      <Route path="*" element={<PageNotFound remote={REMOTE_NAME} />} />
    </Routes>
  );
}

export { prepareFirstView } from './firstView';
