import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { isMobilePath } from '@cp/shared/domain';
import { PageNotFound, theme } from '@cp/shared/ui';

/** The 404 page of an unmatched route: the shared 404 view with a link to the (mobile) home. */
export function NotFoundPage() {
  const home = isMobilePath(useLocation().pathname) ? '/m' : '/';
  return (
    <PageNotFound>
      <Home to={home}>返回首页</Home>
    </PageNotFound>
  );
}

const Home = styled(Link)`
  display: inline-block;
  margin-top: 12px;
  padding: 8px 24px;
  border-radius: ${theme.radius};
  background: ${theme.color.brand};
  color: #fff;
`;
