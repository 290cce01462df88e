import { profileApi } from '../../api';
import type { ProfileApi } from '../../api';
import { FormStore } from '../common/FormStore';

/** Change password: the old one, the new one twice. The server then ends every other session. */
export class PasswordStore {
  readonly form = new FormStore(
    { oldPassword: '', newPassword: '', confirm: '' },
    {
      oldPassword: { rule: 'password', label: '原密码' },
      newPassword: { rule: 'password', label: '新密码' },
    },
  );

  constructor(private readonly api: ProfileApi = profileApi()) {}

  /** True once changed. */
  async submit(): Promise<boolean> {
    const { oldPassword, newPassword, confirm } = this.form.values;
    if (this.form.validate() && confirm !== newPassword) {
      this.form.fail('confirm', '两次输入的新密码不一致');
      return false;
    }
    return !!(await this.form.submit(() => this.api.changePassword({ oldPassword, newPassword })));
  }
}
