import type { ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from './theme';

/** The empty state: '目前尚无资料！' (specification section 5), with an optional hint beneath. */
export function NoData({
  text = '目前尚无资料！',
  children,
  className,
}: {
  text?: string;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <Wrapper className={className} data-testid="no-data">
      <svg viewBox="0 0 64 48" width="64" height="48" aria-hidden="true">
        <path
          d="M8 20l8-14h32l8 14v20a4 4 0 0 1-4 4H12a4 4 0 0 1-4-4z"
          fill="#f3f3f3"
          stroke="#d6d6d6"
          strokeWidth="2"
        />
        <path d="M8 20h16l3 6h10l3-6h16" fill="none" stroke="#d6d6d6" strokeWidth="2" />
      </svg>
      <Text>{text}</Text>
      {children}
    </Wrapper>
  );
}

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 10px;
  padding: 40px 16px;
  color: ${theme.color.textMuted};
  text-align: center;
`;

const Text = styled.p`
  margin: 0;
  font-size: 14px;
`;
