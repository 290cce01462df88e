import styled, { keyframes } from 'styled-components';
import { theme } from './theme';

/** The placeholder while a page or remote loads (the mobile start screen alone says 努力加载中...). */
export function PageLoading({ text = '加载中…' }: { text?: string }) {
  return (
    <Wrapper role="status" aria-live="polite">
      <Spinner />
      <span>{text}</span>
    </Wrapper>
  );
}

const spin = keyframes`to { transform: rotate(360deg); }`;

const Wrapper = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 10px;
  min-height: 200px;
  color: ${theme.color.textMuted};
  font-size: 14px;
`;

const Spinner = styled.span`
  width: 18px;
  height: 18px;
  border: 2px solid ${theme.color.border};
  border-top-color: ${theme.color.brand};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;
