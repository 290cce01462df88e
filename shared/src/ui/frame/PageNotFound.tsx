import type { ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '../theme';
import { useTitleSuffix } from './useTitleSuffix';

/**
 * The 404 view, the same in the shell and in every remote: titled '404 |' while shown. A remote
 * passes its federation name, which the view carries as data-remote like every remote page root;
 * `children` go beneath the text (the shell's link home).
 */
export function PageNotFound({ remote, children }: { remote?: string; children?: ReactNode }) {
  useTitleSuffix('404 |');
  return (
    <Wrapper data-remote={remote} data-testid="not-found">
      <Code>404</Code>
      <Message>This page could not be found</Message>
      <Hint>您访问的页面不存在</Hint>
      {children}
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
