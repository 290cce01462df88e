import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { useStores } from '@cp/shared/stores';
import { rem, theme } from '@cp/shared/ui';
import { usePlatform } from '../platform';

interface DrawActionsProps {
  code: string;
  name: string;
  mobile?: boolean;
  /** Also link to the trend and history pages (the `trend` and `history` links of the registry). */
  links?: boolean;
}

/** 开奖视频 and 规则 (the shell's popups), plus 走势 / 历史 links to the trend remote. */
export function DrawActions({ code, name, mobile = false, links = true }: DrawActionsProps) {
  const { popups } = useStores();
  const platform = usePlatform();
  const device = mobile ? 'mobile' : 'desktop';
  const trend = links ? platform.link('trend', device, { code }) : null;
  const history = links ? platform.link('history', device, { code }) : null;
  return (
    <Wrapper $mobile={mobile}>
      <Action
        type="button"
        $primary
        $mobile={mobile}
        data-testid="open-video"
        onClick={() => popups.openVideo(code, name)}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />
        </svg>
        开奖视频
      </Action>
      <Action type="button" $mobile={mobile} data-testid="open-rules" onClick={() => popups.openRules(code, name)}>
        规则
      </Action>
      {trend && (
        <Action as={Link} to={trend} $mobile={mobile}>
          走势
        </Action>
      )}
      {history && (
        <Action as={Link} to={history} $mobile={mobile}>
          历史
        </Action>
      )}
    </Wrapper>
  );
}

const Wrapper = styled.div<{ $mobile: boolean }>`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => (p.$mobile ? rem(8) : '6px')};
`;

const Action = styled.button<{ $primary?: boolean; $mobile: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 2px;
  border: 1px solid ${(p) => (p.$primary ? theme.color.brand : theme.color.border)};
  border-radius: ${(p) => (p.$mobile ? rem(14) : theme.radius)};
  background: ${(p) => (p.$primary ? theme.color.brand : '#fff')};
  color: ${(p) => (p.$primary ? '#fff' : theme.color.text)};
  cursor: pointer;
  white-space: nowrap;
  ${(p) =>
    p.$mobile
      ? css`
          height: ${rem(28)};
          padding: 0 ${rem(12)};
          font-size: ${rem(12)};
          svg {
            width: ${rem(13)};
            height: ${rem(13)};
          }
        `
      : css`
          height: 28px;
          padding: 0 10px;
          font-size: 12px;
          svg {
            width: 13px;
            height: 13px;
          }
        `}
  &:hover {
    border-color: ${theme.color.brand};
    color: ${(p) => (p.$primary ? '#fff' : theme.color.brand)};
    opacity: ${(p) => (p.$primary ? 0.9 : 1)};
  }
`;
