import { useState } from 'react';
import type { FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import { FEEDBACK_TYPES } from '@cp/shared/domain';
import { NoData, theme } from '@cp/shared/ui';
import { Field, Submit } from '../common';
import { useMemberApis } from '../../api';
import { FeedbackStore } from './FeedbackStore';

/** The feedback form (desktop /feedback, mobile /m/member/feedback). */
export const FeedbackForm = observer(function FeedbackForm({ store: given }: { store?: FeedbackStore }) {
  const apis = useMemberApis();
  const [store] = useState(() => given ?? new FeedbackStore(apis.profile));
  if (store.sent)
    return (
      <NoData text="感谢您的反馈，我们会尽快处理">
        <button type="button" onClick={store.again}>
          继续反馈
        </button>
      </NoData>
    );
  const handleSubmit = (e: FormEvent) => {
    e.preventDefault();
    void store.submit();
  };
  return (
    <form onSubmit={handleSubmit} noValidate aria-label="意见反馈">
      <Types role="radiogroup" aria-label="反馈类型">
        {Object.entries(FEEDBACK_TYPES).map(([key, label]) => (
          <label key={key}>
            <input
              type="radio"
              name="type"
              value={key}
              checked={store.form.values.type === key}
              onChange={() => store.form.set('type', key)}
            />
            {label}
          </label>
        ))}
      </Types>
      <Field form={store.form} name="content" label="反馈内容" placeholder="最多 500 个字符" multiline />
      <Field form={store.form} name="contact" label="联系方式（选填）" placeholder="手机、邮箱或 QQ" />
      <Submit form={store.form}>提交反馈</Submit>
    </form>
  );
});

const Types = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 14px;
  margin-bottom: 14px;
  font-size: 14px;
  color: ${theme.color.text};
`;
