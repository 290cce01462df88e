import { useState } from 'react';
import type { FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { NoData } from '@cp/shared/ui';
import { Field, Submit } from '../common';
import { useMemberApis } from '../../api';
import { PhoneStore } from './PhoneStore';

/** Change phone: the new number, a code sent to it, then confirm. */
export const PhoneForm = observer(function PhoneForm({ store: given }: { store?: PhoneStore }) {
  const apis = useMemberApis();
  const [store] = useState(() => given ?? new PhoneStore(apis.profile));
  if (store.changed) return <NoData text={`手机号已修改为 ${store.changed}`} />;
  const handleSubmit = (e: FormEvent) => {
    e.preventDefault();
    void store.submit();
  };
  const send = (
    <button type="button" onClick={() => void store.sendCode()} disabled={store.sending}>
      {store.codeSent ? '重新发送' : '获取验证码'}
    </button>
  );
  return (
    <form onSubmit={handleSubmit} noValidate aria-label="修改手机号">
      <Field form={store.form} name="phone" label="新手机号" type="tel" maxLength={11} addon={send} />
      {store.codeSent && <p role="status">短信验证码已发送，10 分钟内有效</p>}
      <Field form={store.form} name="code" label="短信验证码" type="tel" maxLength={6} />
      <Submit form={store.form}>确认修改</Submit>
    </form>
  );
});
