import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { NewsSummary } from '@cp/shared/domain';
import { theme } from '@cp/shared/ui';

/** '2026-11-21T09:30:00.000+08:00' → '2026-11-21 09:30' (the wire times are Beijing time already). */
export const newsTime = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;

export const KIND_LABELS = { notice: '公告', news: '资讯' } as const;

/** Links to news items: kind, 置顶, title, summary and date; sizes in em of the wrapper's font size. */
export function NewsList({ items, base }: { items: readonly NewsSummary[]; base: string }) {
  return (
    <List data-testid="news-list">
      {items.map((n) => (
        <li key={n.id}>
          <Item to={`${base}/${n.id}`}>
            <Top>
              <Kind $notice={n.kind === 'notice'}>{KIND_LABELS[n.kind]}</Kind>
              {n.pinned && <Pin>置顶</Pin>}
              <Title>{n.title}</Title>
            </Top>
            {n.summary && <Summary>{n.summary}</Summary>}
            <When dateTime={n.publishedAt}>{newsTime(n.publishedAt)}</When>
          </Item>
        </li>
      ))}
    </List>
  );
}

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  li + li {
    border-top: 1px solid #f0f0f0;
  }
`;

const Item = styled(Link)`
  display: block;
  padding: 0.75em 0.85em;
  color: ${theme.color.text};
  &:hover h3 {
    color: ${theme.color.brand};
  }
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  gap: 0.4em;
  min-width: 0;
`;

const Kind = styled.span<{ $notice: boolean }>`
  flex: none;
  padding: 0.1em 0.4em;
  border-radius: 0.25em;
  background: ${(p) => (p.$notice ? theme.color.brandLight : '#e8f1fc')};
  color: ${(p) => (p.$notice ? theme.color.brand : theme.color.link)};
  font-size: 0.75em;
`;

const Pin = styled.span`
  flex: none;
  color: ${theme.color.orange};
  font-size: 0.75em;
`;

const Title = styled.h3`
  margin: 0;
  overflow: hidden;
  font-size: 1em;
  font-weight: 600;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Summary = styled.p`
  display: -webkit-box;
  margin: 0.3em 0 0;
  overflow: hidden;
  color: #666;
  font-size: 0.85em;
  line-height: 1.5;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
`;

const When = styled.time`
  display: block;
  margin-top: 0.3em;
  color: ${theme.color.textMuted};
  font-size: 0.75em;
`;
