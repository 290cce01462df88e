import { useRef } from 'react';
import type { FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import { theme, useEarlyInput } from '@cp/shared/ui';
import { Button } from '../common/styles';
import type { PaperStore } from './PaperStore';

/** 开始日期 / 结束日期 + 查询: filters the period list by draw date (Beijing). */
export const DateRangeForm = observer(function DateRangeForm({ store }: { store: PaperStore }) {
  const handleSubmit = (e: FormEvent) => {
    e.preventDefault();
    store.applyRange();
  };
  return (
    <Form onSubmit={handleSubmit} aria-label="按日期查询">
      <Field>
        开始日期
        <DateInput value={store.draft.from} onChange={(v) => store.setDraft('from', v)} />
      </Field>
      <Field>
        结束日期
        <DateInput value={store.draft.to} onChange={(v) => store.setDraft('to', v)} />
      </Field>
      <Button type="submit">查询</Button>
      {store.filtered && (
        <Button type="button" onClick={store.clearRange}>
          全部期数
        </Button>
      )}
      {store.rangeError && <Problem role="alert">{store.rangeError}</Problem>}
    </Form>
  );
});

/** A date box; a date picked before the scripts ran (the page came as HTML) is kept. */
function DateInput({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const ref = useRef<HTMLInputElement>(null);
  useEarlyInput(ref, value, onChange);
  return <input ref={ref} type="date" value={value} onChange={(e) => onChange(e.target.value)} />;
}

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  min-width: 0;
`;

const Field = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  font-size: 14px;
  input {
    min-width: 0;
    max-width: 150px;
    height: 32px;
    padding: 0 6px;
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius};
    font: inherit;
  }
`;

const Problem = styled.span`
  flex-basis: 100%;
  color: ${theme.color.brand};
  font-size: 13px;
`;
