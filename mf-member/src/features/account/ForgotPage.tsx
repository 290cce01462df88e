import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { NoData } from '@cp/shared/ui';
import { useMemberApis } from '../../api';
import { CaptchaField, Field, Submit } from '../common';
import { ForgotStore } from './ForgotStore';

const submitting = (run: () => Promise<void>) => (e: FormEvent) => {
  e.preventDefault();
  void run();
};

/** Find password (mobile /m/member/forgot): code to the bound phone, then a new password. */
export const ForgotPage = observer(function ForgotPage({ login }: { login: string }) {
  const apis = useMemberApis();
  const [store] = useState(() => new ForgotStore({ api: apis.account }));
  useEffect(() => {
    void store.captcha.refresh();
  }, [store]);
  if (store.step === 'done')
    return (
      <NoData text="密码已重置">
        请使用新密码 <Link to={login}>登录</Link>
      </NoData>
    );
  if (store.step === 'reset')
    return (
      <form onSubmit={submitting(store.resetPassword)} noValidate aria-label="设置新密码">
        <p>如该手机号已绑定会员，短信验证码已发送，10 分钟内有效。</p>
        <Field form={store.reset} name="code" label="短信验证码" type="tel" maxLength={6} />
        <Field form={store.reset} name="password" label="新密码" type="password" autoComplete="new-password" />
        <Submit form={store.reset}>重置密码</Submit>
      </form>
    );
  return (
    <form onSubmit={submitting(store.sendCode)} noValidate aria-label="找回密码">
      <Field form={store.request} name="phone" label="绑定的手机号" type="tel" maxLength={11} />
      <CaptchaField form={store.request} name="captcha" captcha={store.captcha} />
      <Submit form={store.request}>获取短信验证码</Submit>
    </form>
  );
});
