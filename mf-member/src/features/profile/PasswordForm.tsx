import { useState } from 'react';
import type { FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { Field, Submit } from '../common';
import { useMemberApis } from '../../api';
import { PasswordStore } from './PasswordStore';

/** Change password; each password field can be revealed and cleared. */
export const PasswordForm = observer(function PasswordForm({
  onDone,
  store: given,
}: {
  onDone: () => void;
  store?: PasswordStore;
}) {
  const apis = useMemberApis();
  const [store] = useState(() => given ?? new PasswordStore(apis.profile));
  const handleSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (await store.submit()) onDone();
  };
  return (
    <form onSubmit={(e) => void handleSubmit(e)} noValidate aria-label="修改密码">
      <Field form={store.form} name="oldPassword" label="原密码" type="password" autoComplete="current-password" />
      <Field form={store.form} name="newPassword" label="新密码" type="password" autoComplete="new-password" />
      <Field form={store.form} name="confirm" label="确认新密码" type="password" autoComplete="new-password" />
      <Submit form={store.form}>确认修改</Submit>
    </form>
  );
});
