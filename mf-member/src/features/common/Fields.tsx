import { useEffect, useId, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import { theme, useEarlyInput } from '@cp/shared/ui';
import type { CaptchaStore } from './CaptchaStore';
import type { FormStore } from './FormStore';

interface FieldProps<F extends string> {
  form: FormStore<F>;
  name: F;
  label: string;
  placeholder?: string;
  type?: 'text' | 'tel' | 'password';
  autoComplete?: string;
  /** Something beside the input (the captcha picture, a send-code button). */
  addon?: ReactNode;
  multiline?: boolean;
  maxLength?: number;
}

/** One labelled input of a form, its error below it in Chinese; passwords get 显示/隐藏 and 清除. */
export const Field = observer(function Field<F extends string>({
  form,
  name,
  label,
  placeholder,
  type = 'text',
  autoComplete,
  addon,
  multiline,
  maxLength,
}: FieldProps<F>) {
  const id = useId();
  const [shown, setShown] = useState(false);
  const ref = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const error = form.errors[name];
  const value = form.values[name];
  // A form in the server's HTML can be typed in (or autofilled) before the scripts run.
  useEarlyInput(ref, value, (typed) => form.set(name, typed));
  const common = {
    ref,
    id,
    name,
    value,
    placeholder,
    maxLength,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  };
  return (
    <Row>
      <Label htmlFor={id}>{label}</Label>
      <Line>
        {multiline ? (
          <Area {...common} rows={4} onChange={(e) => form.set(name, e.target.value)} />
        ) : (
          <Input
            {...common}
            type={type === 'password' && shown ? 'text' : type}
            autoComplete={autoComplete}
            onChange={(e) => form.set(name, e.target.value)}
          />
        )}
        {type === 'password' && (
          <>
            <Small type="button" onClick={() => setShown(!shown)} aria-pressed={shown}>
              {shown ? '隐藏' : '显示'}
            </Small>
            {value && (
              <Small type="button" onClick={() => form.set(name, '')} aria-label={`清除${label}`}>
                清除
              </Small>
            )}
          </>
        )}
        {addon}
      </Line>
      {error && (
        <Error id={`${id}-error`} role="alert">
          {error}
        </Error>
      )}
    </Row>
  );
});

/** The captcha answer field with its picture; a click on the picture loads a new one. */
export const CaptchaField = observer(function CaptchaField<F extends string>({
  form,
  name,
  captcha,
}: {
  form: FormStore<F>;
  name: F;
  captcha: CaptchaStore;
}) {
  const picture = (
    <CaptchaButton type="button" onClick={() => void captcha.refresh()} title="看不清？点击换一张">
      {captcha.captcha ? (
        <img src={captcha.captcha.image} alt="图形验证码，点击刷新" width={120} height={40} />
      ) : (
        <span>{captcha.error ?? '加载中…'}</span>
      )}
    </CaptchaButton>
  );
  return <Field form={form} name={name} label="验证码" placeholder="请输入图中字符" addon={picture} />;
});

/** What a visitor whose browser runs no scripts reads above a form's button. */
export const NO_SCRIPT = '请开启浏览器的 JavaScript 后再提交';

/** The form-wide message (a refusal that belongs to no field) and the submit button. */
export const Submit = observer(function Submit<F extends string>({
  form,
  children,
}: {
  form: FormStore<F>;
  children: ReactNode;
}) {
  // Disabled until the scripts run: a form in the server's HTML must not be sent by the browser
  // itself (its fields would land in the address).
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  return (
    <>
      {form.message && <FormError role="alert">{form.message}</FormError>}
      {/* Without scripts the button stays disabled (and a captcha never loads): say why. */}
      <noscript>
        <FormError>{NO_SCRIPT}</FormError>
      </noscript>
      <Button type="submit" disabled={form.busy || !live} data-busy={form.busy || undefined}>
        {form.busy ? '提交中…' : children}
      </Button>
    </>
  );
});

const Row = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  margin-bottom: 14px;
`;

const Label = styled.label`
  font-size: 14px;
  color: ${theme.color.text};
`;

const Line = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
`;

const Input = styled.input`
  flex: 1;
  min-width: 0;
  height: 38px;
  padding: 0 10px;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  font-size: 15px;
  &[aria-invalid='true'] {
    border-color: #d9363e;
  }
`;

const Area = styled.textarea`
  flex: 1;
  padding: 8px 10px;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  font: inherit;
  resize: vertical;
`;

const Small = styled.button`
  flex: none;
  padding: 0 6px;
  border: 0;
  background: none;
  color: ${theme.color.brand};
  font-size: 13px;
  cursor: pointer;
`;

const CaptchaButton = styled.button`
  flex: none;
  width: 120px;
  height: 40px;
  padding: 0;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  background: #fff;
  font-size: 12px;
  color: ${theme.color.textMuted};
  cursor: pointer;
  img {
    display: block;
    width: 100%;
    height: 100%;
  }
`;

const Error = styled.span`
  font-size: 13px;
  color: #d9363e;
`;

const FormError = styled.p`
  margin: 0 0 10px;
  font-size: 14px;
  color: #d9363e;
`;

const Button = styled.button`
  width: 100%;
  height: 42px;
  border: 0;
  border-radius: ${theme.radius};
  background: ${theme.color.brand};
  color: #fff;
  font-size: 16px;
  cursor: pointer;
  &:disabled {
    cursor: default;
  }
  &[data-busy] {
    opacity: 0.6;
  }
`;
