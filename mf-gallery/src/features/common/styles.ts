import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { theme } from '@cp/shared/ui';

const buttonLook = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 4px;
  min-height: 32px;
  padding: 4px 12px;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  background: ${theme.color.panel};
  color: ${theme.color.text};
  font: inherit;
  font-size: 14px;
  white-space: nowrap;
  text-decoration: none;
  cursor: pointer;
  &:hover:not(:disabled) {
    border-color: ${theme.color.brand};
    color: ${theme.color.brand};
  }
  &:disabled {
    color: ${theme.color.textMuted};
    background: ${theme.color.bg};
    cursor: default;
  }
  &:focus-visible {
    outline: 2px solid ${theme.color.brand};
    outline-offset: 1px;
  }
`;

/** The remote's plain button. */
export const Button = styled.button`
  ${buttonLook}
`;

/** A link that looks like the button (opens a category, goes back to the library). */
export const ButtonLink = styled(Link)<{ $primary?: boolean }>`
  ${buttonLook}
  ${(p) =>
    p.$primary &&
    css`
      border-color: ${theme.color.brand};
      background: ${theme.color.brand};
      color: #fff;
      &:hover:not(:disabled) {
        color: #fff;
        background: ${theme.color.brandDark};
      }
    `}
`;

/** Quiet secondary text. */
export const Muted = styled.span`
  color: ${theme.color.textMuted};
  font-size: 13px;
`;

/** A white block of the page. */
export const Panel = styled.section`
  min-width: 0;
  padding: 14px 16px;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  background: ${theme.color.panel};
`;
