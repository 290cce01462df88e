import type { ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '../theme';

export type NoticeTone = 'soon' | 'error';

/** Simple line icons (no emoji: not every device has an emoji font). */
const ICON_PATHS: Record<NoticeTone, string> = {
  soon: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm0 4v5l3.5 2',
  error: 'M12 3l10 17H2L12 3zm0 6v5m0 3v.5',
};

/**
 * An honest notice in place of content: a feature not built yet ('soon') or something that went
 * wrong ('error'), with an optional action. Genuinely empty data uses the shared NoData instead.
 */
export function Notice({
  tone,
  title,
  children,
  action,
}: {
  tone: NoticeTone;
  title?: string;
  children?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Wrapper role={tone === 'error' ? 'alert' : 'status'} data-tone={tone}>
      <Icon viewBox="0 0 24 24" aria-hidden="true">
        <path d={ICON_PATHS[tone]} />
      </Icon>
      {title && <Title>{title}</Title>}
      {children && <Text>{children}</Text>}
      {action}
    </Wrapper>
  );
}

/** A button for a Notice's action (try again, …). */
export const NoticeButton = styled.button.attrs({ type: 'button' })`
  margin-top: 12px;
  padding: 6px 18px;
  border: 1px solid ${theme.color.brand};
  border-radius: ${theme.radius};
  background: ${theme.color.panel};
  color: ${theme.color.brand};
  font-size: 14px;
  cursor: pointer;
`;

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  padding: 40px 16px;
  border: 1px dashed ${theme.color.border};
  border-radius: ${theme.radius};
  background: ${theme.color.panel};
  color: ${theme.color.textMuted};
  text-align: center;
`;

const Icon = styled.svg`
  width: 32px;
  height: 32px;
  fill: none;
  stroke: ${theme.color.textMuted};
  stroke-width: 1.5;
  stroke-linecap: round;
  stroke-linejoin: round;
`;

const Title = styled.h2`
  margin: 12px 0 0;
  font-size: 16px;
  font-weight: 600;
  color: ${theme.color.text};
`;

const Text = styled.p`
  margin: 8px 0 0;
  font-size: 14px;
  line-height: 1.6;
`;
