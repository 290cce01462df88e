import { makeAutoObservable, runInAction } from 'mobx';
import { isApiError } from '@cp/shared/api';
import { checkField } from '@cp/shared/domain';
import type { AccountField } from '@cp/shared/domain';

/** How a form field is checked: the shared field rule it follows, and whether it may stay empty. */
export interface FieldSpec {
  rule: AccountField;
  optional?: boolean;
  /** Its own name in messages (原密码, 新密码) where it shares another field's rule. */
  label?: string;
}

/** The server's refusals that belong under one field (docs/API.md, members errors). */
const FIELD_OF_CODE: Record<string, string> = {
  USER_NAME_TAKEN: 'userName',
  PHONE_TAKEN: 'phone',
  PHONE_UNCHANGED: 'phone',
  PASSWORD_WRONG: 'oldPassword',
  PASSWORD_UNCHANGED: 'newPassword',
  CODE_WRONG: 'code',
  CODE_EXPIRED: 'code',
  CAPTCHA_WRONG: 'captcha',
  CAPTCHA_EXPIRED: 'captcha',
};

/**
 * The state of one form: values, a Chinese error per field (checked with the same rules as the
 * server, shared/domain members/fields), the form-wide message and whether it is sending. A
 * server refusal that names a field goes under that field, anything else above the button.
 */
export class FormStore<F extends string> {
  values: Record<F, string>;
  errors: Partial<Record<F, string>> = {};
  message: string | null = null;
  busy = false;

  constructor(
    initial: Record<F, string>,
    private readonly specs: Partial<Record<F, FieldSpec>>,
  ) {
    this.values = { ...initial };
    makeAutoObservable<FormStore<F>, 'specs'>(this, { specs: false }, { autoBind: true });
  }

  set(field: F, value: string): void {
    this.values[field] = value;
    delete this.errors[field];
    this.message = null;
  }

  /** Empties a field and keeps the errors shown (a used captcha answer). */
  clearValue(field: F): void {
    this.values[field] = '';
  }

  /** Sets an error of the form's own (e.g. the two new passwords differ). */
  fail(field: F, message: string): void {
    this.errors[field] = message;
  }

  /** Checks every field with a rule; true when all pass. */
  validate(): boolean {
    const errors: Partial<Record<F, string>> = {};
    for (const field of Object.keys(this.specs) as F[]) {
      const spec = this.specs[field] as FieldSpec;
      let error = checkField(spec.rule, this.values[field], !spec.optional);
      if (error && spec.label) error = error.replace(/^请填写.*$/, `请填写${spec.label}`);
      if (error) errors[field] = error;
    }
    this.errors = errors;
    return Object.keys(errors).length === 0;
  }

  /**
   * Validates, then runs `send` (once at a time). Resolves its answer, or null when the input
   * was refused here or by the server (the errors are then set).
   */
  async submit<T>(send: () => Promise<T>): Promise<T | null> {
    if (this.busy || !this.validate()) return null;
    this.busy = true;
    this.message = null;
    try {
      const answer = await send();
      runInAction(() => (this.busy = false));
      return answer;
    } catch (e) {
      runInAction(() => {
        this.busy = false;
        const message = e instanceof Error && e.message ? e.message : '操作失败，请稍后重试';
        const field = isApiError(e) ? (FIELD_OF_CODE[e.code] as F | undefined) : undefined;
        if (field && field in this.values) this.errors[field] = message;
        else this.message = message;
      });
      return null;
    }
  }
}
