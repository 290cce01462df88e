import { makeAutoObservable } from 'mobx';
import type { RootStore } from '@cp/shared/stores';
import { accountApi } from '../../api';
import type { AccountApi } from '../../api';
import { CaptchaStore } from '../common/CaptchaStore';
import { FormStore } from '../common/FormStore';

export type AuthMode = 'login' | 'register';
type AuthField = 'userName' | 'password' | 'phone' | 'captcha';

/**
 * Login and register: the form (checked with the server's rules), its captcha, and on success
 * the login kept by the one MemberStore (which then loads the profile). A refused submit loads
 * a new captcha and clears the old answer (a captcha works once).
 */
export class AuthStore {
  readonly form: FormStore<AuthField>;
  readonly captcha: CaptchaStore;
  /** Points the login earned as the first of its week (shown once). */
  weeklyBonus = 0;
  private readonly api: AccountApi;

  constructor(
    private readonly root: RootStore,
    readonly mode: AuthMode,
    options: { api?: AccountApi } = {},
  ) {
    this.api = options.api ?? accountApi();
    this.form = new FormStore<AuthField>(
      { userName: '', password: '', phone: '', captcha: '' },
      {
        userName: { rule: 'userName' },
        password: { rule: 'password' },
        ...(mode === 'register' ? { phone: { rule: 'phone' as const, optional: true } } : {}),
        captcha: { rule: 'captcha' },
      },
    );
    this.captcha = new CaptchaStore(() => this.api.captcha());
    makeAutoObservable<AuthStore, 'root' | 'api'>(
      this,
      { root: false, api: false, form: false, captcha: false, mode: false },
      { autoBind: true },
    );
  }

  setBonus(points: number): void {
    this.weeklyBonus = points;
  }

  /** Sends the form; true when the member is now logged in. */
  async submit(): Promise<boolean> {
    const { userName, password, phone, captcha } = this.form.values;
    const body = { userName, password, captchaId: this.captcha.id, captcha };
    let sent = false;
    const answer = await this.form.submit(() => {
      sent = true;
      return this.mode === 'register'
        ? this.api.register({ ...body, ...(phone ? { phone } : {}) })
        : this.api.login(body);
    });
    if (!answer) {
      // The server used up the captcha: a new one, and its answer field emptied.
      if (sent) {
        this.form.clearValue('captcha');
        void this.captcha.refresh();
      }
      return false;
    }
    this.setBonus(answer.weeklyBonus);
    await this.root.member.signedIn(answer);
    return true;
  }
}
