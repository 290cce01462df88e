import { makeAutoObservable, runInAction } from 'mobx';
import { checkField } from '@cp/shared/domain';
import { profileApi } from '../../api';
import type { ProfileApi } from '../../api';
import { FormStore } from '../common/FormStore';

/** Change phone: a code sent to the new number, then the number and the code. */
export class PhoneStore {
  readonly form = new FormStore({ phone: '', code: '' }, { phone: { rule: 'phone' }, code: { rule: 'code' } });
  codeSent = false;
  sending = false;
  /** The new number, masked, once changed. */
  changed: string | null = null;

  constructor(private readonly api: ProfileApi = profileApi()) {
    makeAutoObservable<PhoneStore, 'api'>(this, { api: false, form: false }, { autoBind: true });
  }

  async sendCode(): Promise<void> {
    const error = checkField('phone', this.form.values.phone);
    if (error) {
      this.form.fail('phone', error);
      return;
    }
    this.sending = true;
    try {
      await this.api.sendPhoneCode(this.form.values.phone);
      runInAction(() => (this.codeSent = true));
    } catch (e) {
      runInAction(() => this.form.fail('phone', e instanceof Error ? e.message : '验证码发送失败'));
    } finally {
      runInAction(() => (this.sending = false));
    }
  }

  async submit(): Promise<void> {
    const { phone, code } = this.form.values;
    const answer = await this.form.submit(() => this.api.changePhone({ phone, code }));
    if (answer) runInAction(() => (this.changed = answer.phone));
  }
}
