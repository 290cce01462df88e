import styled from 'styled-components';
import { theme } from '@cp/shared/ui';
import { REMOTE_NAME } from '../../remote';
import { useTitleSuffix } from './useTitleSuffix';

/** An unknown path inside this remote: the same 404 as the shell's. */
export function NotFound() {
  useTitleSuffix('404 |');
  return (
    <Wrapper data-remote={REMOTE_NAME} data-testid="not-found">
      <Code>404</Code>
      <Message>This page could not be found</Message>
      <Hint>您访问的页面不存在</Hint>
    </Wrapper>
  );
}

const Wrapper = styled.div`
  padding: 80px 16px;
  text-align: center;
  color: ${theme.color.text};
`;

const Code = styled.h1`
  margin: 0;
  font-size: 64px;
  color: ${theme.color.brand};
`;

const Message = styled.p`
  margin: 8px 0;
  font-size: 18px;
`;

const Hint = styled.p`
  color: ${theme.color.textMuted};
  font-size: 14px;
`;
