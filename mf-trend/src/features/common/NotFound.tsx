import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { theme } from '@cp/shared/ui';

/** A path under one of this remote's prefixes that names no page (or no lottery). */
export function NotFound({ text = '页面不存在', back, backLabel }: { text?: string; back: string; backLabel: string }) {
  return (
    <Wrapper role="alert" data-testid="not-found">
      <p>{text}</p>
      <Link to={back}>{backLabel}</Link>
    </Wrapper>
  );
}

const Wrapper = styled.div`
  padding: 48px 16px;
  text-align: center;
  color: ${theme.color.textMuted};
  a {
    color: ${theme.color.link};
  }
`;
