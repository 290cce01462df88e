import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Notice } from '@cp/shared/ui';
import { Button } from './styles';

/** A load that failed: its message, a 重试 button, and any other way out. */
export function Failure({ message, retry, children }: { message: string; retry: () => void; children?: ReactNode }) {
  return (
    <Notice
      tone="error"
      title={message}
      action={
        <Actions>
          <Button type="button" onClick={retry}>
            重试
          </Button>
          {children}
        </Actions>
      }
    />
  );
}

const Actions = styled.div`
  display: flex;
  gap: 8px;
  margin-top: 12px;
`;
