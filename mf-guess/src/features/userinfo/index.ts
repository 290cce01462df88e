export { UserInfoPage } from './UserInfoPage';
export { UserInfoStore } from './UserInfoStore';
