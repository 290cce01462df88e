import { makeAutoObservable } from 'mobx';
import { accountApi } from '../../api';
import type { AccountApi } from '../../api';
import { CaptchaStore } from '../common/CaptchaStore';
import { FormStore } from '../common/FormStore';

/**
 * Find password: a code to the bound phone (with the captcha), then the code and a new
 * password. The server answers the same whether or not the number belongs to a member.
 */
export class ForgotStore {
  readonly request = new FormStore(
    { phone: '', captcha: '' },
    { phone: { rule: 'phone' }, captcha: { rule: 'captcha' } },
  );
  readonly reset = new FormStore(
    { code: '', password: '' },
    { code: { rule: 'code' }, password: { rule: 'password', label: '新密码' } },
  );
  readonly captcha: CaptchaStore;
  step: 'request' | 'reset' | 'done' = 'request';
  private readonly api: AccountApi;

  constructor(options: { api?: AccountApi } = {}) {
    this.api = options.api ?? accountApi();
    this.captcha = new CaptchaStore(() => this.api.captcha());
    makeAutoObservable<ForgotStore, 'api'>(
      this,
      { api: false, request: false, reset: false, captcha: false },
      { autoBind: true },
    );
  }

  setStep(step: ForgotStore['step']): void {
    this.step = step;
  }

  async sendCode(): Promise<void> {
    const { phone, captcha } = this.request.values;
    let sent = false;
    const answer = await this.request.submit(() => {
      sent = true;
      return this.api.sendResetCode({ phone, captchaId: this.captcha.id, captcha });
    });
    if (answer) this.setStep('reset');
    else if (sent) {
      this.request.clearValue('captcha');
      void this.captcha.refresh();
    }
  }

  async resetPassword(): Promise<void> {
    const { code, password } = this.reset.values;
    const answer = await this.reset.submit(() =>
      this.api.resetPassword({ phone: this.request.values.phone, code, password }),
    );
    if (answer) this.setStep('done');
  }
}
