import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { theme } from '../theme';

export interface TabLink {
  key: string;
  label: string;
  to: string;
}

/** A row of page tabs; the active one is marked for the eye and for assistive technology. */
export function TabBar({
  tabs,
  active,
  label,
  compact = false,
}: {
  tabs: readonly TabLink[];
  active?: string;
  label: string;
  compact?: boolean;
}) {
  return (
    <Wrapper
      aria-label={label}
      $compact={compact}
      style={{ gridTemplateColumns: `repeat(${tabs.length}, minmax(0, 1fr))` }}
    >
      {tabs.map((tab) => (
        <Tab
          key={tab.key}
          to={tab.to}
          aria-current={tab.key === active ? 'page' : undefined}
          $active={tab.key === active}
          $compact={compact}
        >
          {tab.label}
        </Tab>
      ))}
    </Wrapper>
  );
}

const Wrapper = styled.nav<{ $compact: boolean }>`
  display: grid;
  background: ${theme.color.panel};
  ${(p) =>
    p.$compact
      ? css`
          border-bottom: 1px solid ${theme.color.border};
        `
      : css`
          border: 1px solid ${theme.color.border};
          border-radius: ${theme.radius};
          overflow: hidden;
        `}
`;

const Tab = styled(Link)<{ $active: boolean; $compact: boolean }>`
  padding: ${(p) => (p.$compact ? '10px 2px' : '12px 8px')};
  font-size: ${(p) => (p.$compact ? '14px' : '15px')};
  text-align: center;
  text-decoration: none;
  white-space: nowrap;
  color: ${(p) => (p.$active ? theme.color.brand : theme.color.text)};
  font-weight: ${(p) => (p.$active ? 600 : 400)};
  box-shadow: ${(p) => (p.$active ? `inset 0 -2px 0 ${theme.color.brand}` : 'none')};
  background: ${(p) => (p.$active && !p.$compact ? theme.color.brandLight : 'transparent')};
  &:hover {
    color: ${theme.color.brand};
  }
`;
