import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { theme } from '../theme';

export interface Crumb {
  label: string;
  /** Omitted for the current page (the last crumb) and for sections without a page. */
  to?: string;
}

/** 首页 › section › page, the last item being where the visitor is. */
export function Breadcrumb({ items }: { items: readonly Crumb[] }) {
  return (
    <Wrapper aria-label="当前位置">
      {items.map((item, i) => (
        <Fragment key={`${item.label}-${i}`}>
          {i > 0 && <Sep aria-hidden="true">›</Sep>}
          {item.to ? (
            <CrumbLink to={item.to}>{item.label}</CrumbLink>
          ) : i === items.length - 1 ? (
            <Current aria-current="page">{item.label}</Current>
          ) : (
            <span>{item.label}</span>
          )}
        </Fragment>
      ))}
    </Wrapper>
  );
}

const Wrapper = styled.nav`
  display: flex;
  align-items: center;
  gap: 6px;
  padding: 12px 0;
  font-size: 13px;
  color: ${theme.color.textMuted};
`;

const CrumbLink = styled(Link)`
  color: ${theme.color.textMuted};
  text-decoration: none;
  &:hover {
    color: ${theme.color.brand};
  }
`;

const Current = styled.span`
  color: ${theme.color.text};
`;

const Sep = styled.span`
  color: ${theme.color.textMuted};
`;
