import styled from 'styled-components';
import { theme } from './theme';

/**
 * Shown in place of a remote that cannot be loaded or crashed: the header, menus and other
 * pages keep working, and the visitor can try again.
 */
export function RemoteFallback({ remote, onRetry }: { remote: string; onRetry?: () => void }) {
  return (
    <Panel data-testid="remote-fallback" data-failed-remote={remote} role="alert">
      <Title>页面模块暂时无法加载</Title>
      <Text>可能是网络不稳定或服务正在更新，请稍后重试。网站的其他页面仍可正常使用。</Text>
      {onRetry && (
        <RetryButton type="button" onClick={onRetry}>
          重新加载
        </RetryButton>
      )}
    </Panel>
  );
}

const Panel = styled.div`
  margin: 40px auto;
  max-width: 520px;
  padding: 32px 24px;
  text-align: center;
  background: ${theme.color.panel};
  border: 1px solid ${theme.color.border};
  border-radius: 8px;
`;

const Title = styled.h2`
  margin: 0 0 12px;
  font-size: 18px;
  color: ${theme.color.text};
`;

const Text = styled.p`
  margin: 0 0 20px;
  color: ${theme.color.textMuted};
  font-size: 14px;
  line-height: 1.7;
`;

const RetryButton = styled.button`
  padding: 8px 28px;
  font-size: 14px;
  color: #fff;
  background: ${theme.color.brand};
  border: 0;
  border-radius: ${theme.radius};
  cursor: pointer;
  &:hover {
    background: ${theme.color.brandDark};
  }
`;
