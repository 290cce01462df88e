import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useStores } from '@cp/shared/stores';
import { useMemberApis } from '../../api';
import { CaptchaField, Field, Submit } from '../common';
import { AuthStore } from './AuthStore';
import type { AuthMode } from './AuthStore';

/**
 * The login or register form (desktop and mobile); `onDone` runs once the member is logged in,
 * with the weekly first-login bonus that login earned (0 when none).
 */
export const AuthForm = observer(function AuthForm({
  mode,
  onDone,
  store: given,
}: {
  mode: AuthMode;
  onDone: (weeklyBonus: number) => void;
  /** For tests; by default one store per form. */
  store?: AuthStore;
}) {
  const root = useStores();
  const apis = useMemberApis();
  const [store] = useState(() => given ?? new AuthStore(root, mode, { api: apis.account }));
  useEffect(() => {
    void store.captcha.refresh();
  }, [store]);
  const handleSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (await store.submit()) onDone(store.weeklyBonus);
  };
  const register = mode === 'register';
  return (
    <form onSubmit={(e) => void handleSubmit(e)} noValidate aria-label={register ? '注册' : '登录'}>
      <Field
        form={store.form}
        name="userName"
        label="用户名"
        placeholder="4–16 位字母、数字或下划线"
        autoComplete="username"
      />
      <Field
        form={store.form}
        name="password"
        label="密码"
        type="password"
        placeholder="8–32 位，含字母和数字"
        autoComplete={register ? 'new-password' : 'current-password'}
      />
      {register && (
        <Field form={store.form} name="phone" label="手机号（选填）" type="tel" placeholder="11 位手机号码" />
      )}
      <CaptchaField form={store.form} name="captcha" captcha={store.captcha} />
      <Submit form={store.form}>{register ? '注册' : '登录'}</Submit>
    </form>
  );
});
