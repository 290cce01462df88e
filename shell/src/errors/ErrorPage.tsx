import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import { useStores } from '@cp/shared/stores';
import { NoData, theme } from '@cp/shared/ui';

export interface ErrorPageProps {
  status?: number;
  message?: string;
  /** Lets the visitor try the page again without a full reload. */
  onRetry?: () => void;
}

/** The error page (specification section 8): the site name over a no-data view, status (500 by default) and message. */
export const ErrorPage = observer(function ErrorPage({
  status = 500,
  message = '页面出错了，请稍后再试',
  onRetry,
}: ErrorPageProps) {
  const { site } = useStores();
  return (
    <Wrapper data-testid="error-page" role="alert">
      <SiteName>{site.siteName || '出错了'}</SiteName>
      <NoData text={message}>
        <Status data-testid="error-status">{status}</Status>
        <Actions>
          {onRetry && (
            <Button type="button" onClick={onRetry}>
              重试
            </Button>
          )}
          <Button type="button" onClick={() => window.location.reload()}>
            刷新页面
          </Button>
          <Link href="/">返回首页</Link>
        </Actions>
      </NoData>
    </Wrapper>
  );
});

const Wrapper = styled.div`
  max-width: 640px;
  margin: 40px auto;
  padding: 24px 16px;
  border: 1px solid ${theme.color.border};
  border-radius: 6px;
  background: ${theme.color.panel};
  text-align: center;
`;

const SiteName = styled.h1`
  margin: 0;
  color: ${theme.color.brand};
  font-size: 22px;
`;

const Status = styled.div`
  color: ${theme.color.text};
  font-size: 40px;
  font-weight: 700;
  line-height: 1;
`;

const Actions = styled.div`
  display: flex;
  justify-content: center;
  gap: 12px;
  margin-top: 8px;
`;

const Button = styled.button`
  height: 32px;
  padding: 0 18px;
  border: 1px solid ${theme.color.brand};
  border-radius: ${theme.radius};
  background: #fff;
  color: ${theme.color.brand};
  font-size: 14px;
  cursor: pointer;
`;

const Link = styled.a`
  display: inline-flex;
  align-items: center;
  height: 32px;
  padding: 0 18px;
  border-radius: ${theme.radius};
  background: ${theme.color.brand};
  color: #fff;
  font-size: 14px;
  text-decoration: none;
`;
