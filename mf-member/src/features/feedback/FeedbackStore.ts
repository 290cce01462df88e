import { makeAutoObservable, runInAction } from 'mobx';
import { profileApi } from '../../api';
import type { ProfileApi } from '../../api';
import { FormStore } from '../common/FormStore';

/** Feedback (guests and members): a kind, the message (≤ 500) and an optional contact. */
export class FeedbackStore {
  readonly form = new FormStore(
    { type: 'suggestion', content: '', contact: '' },
    { type: { rule: 'feedbackType' }, content: { rule: 'content' }, contact: { rule: 'contact', optional: true } },
  );
  sent = false;

  constructor(private readonly api: ProfileApi = profileApi()) {
    makeAutoObservable<FeedbackStore, 'api'>(this, { api: false, form: false }, { autoBind: true });
  }

  async submit(): Promise<void> {
    const { type, content, contact } = this.form.values;
    const answer = await this.form.submit(() => this.api.feedback({ type, content, ...(contact ? { contact } : {}) }));
    if (answer) runInAction(() => (this.sent = true));
  }

  again(): void {
    this.sent = false;
    this.form.set('content', '');
  }
}
