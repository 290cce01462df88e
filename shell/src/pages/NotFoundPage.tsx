import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { isMobilePath } from '@cp/shared/domain';
import { useStores } from '@cp/shared/stores';
import { theme } from '@cp/shared/ui';

/** The 404 page of an unmatched route. */
export function NotFoundPage() {
  const { ui } = useStores();
  const home = isMobilePath(useLocation().pathname) ? '/m' : '/';
  useEffect(() => ui.setTitleSuffix('404 |'), [ui]);
  return (
    <Wrapper data-testid="not-found">
      <Code>404</Code>
      <Message>This page could not be found</Message>
      <Hint>您访问的页面不存在</Hint>
      <Home to={home}>返回首页</Home>
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

const Home = styled(Link)`
  display: inline-block;
  margin-top: 12px;
  padding: 8px 24px;
  border-radius: ${theme.radius};
  background: ${theme.color.brand};
  color: #fff;
`;
