/** The public face of the profile feature: basic info with the avatar, password and phone changes. */
export { InfoForm } from './InfoForm';
export { PasswordForm } from './PasswordForm';
export { PhoneForm } from './PhoneForm';
export { ProfileStore } from './ProfileStore';
export { PasswordStore } from './PasswordStore';
export { PhoneStore } from './PhoneStore';
