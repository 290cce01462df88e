import { makeAutoObservable, runInAction } from 'mobx';

/** A captcha to show: its id (sent with the answer) and picture. */
export interface Captcha {
  captchaId: string;
  image: string;
}

/**
 * The captcha beside a form: loaded on demand, reloaded on a click on the picture and after
 * every refused submit (each captcha works once).
 */
export class CaptchaStore {
  captcha: Captcha | null = null;
  error: string | null = null;
  loading = false;

  constructor(private readonly load: () => Promise<Captcha>) {
    makeAutoObservable<CaptchaStore, 'load'>(this, { load: false }, { autoBind: true });
  }

  get id(): string {
    return this.captcha?.captchaId ?? '';
  }

  async refresh(): Promise<void> {
    this.loading = true;
    this.error = null;
    try {
      const captcha = await this.load();
      runInAction(() => {
        this.captcha = { captchaId: captcha.captchaId, image: captcha.image };
        this.loading = false;
      });
    } catch {
      runInAction(() => {
        this.loading = false;
        this.error = '验证码加载失败，点击重试';
      });
    }
  }
}
