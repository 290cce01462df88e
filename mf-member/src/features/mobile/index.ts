/** The public face of the mobile member pages. */
export { MemberHome } from './MemberHome';
export {
  EditScreen,
  FeedbackScreen,
  ForgotScreen,
  InfoScreen,
  IntegralScreen,
  JingTsaiScreen,
  LoginScreen,
  RegisterScreen,
} from './MobileScreens';
export { SettingPage } from './SettingPage';
export { StatePage } from './StatePage';
