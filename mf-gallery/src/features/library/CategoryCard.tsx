import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { TukuCategory } from '@cp/shared/domain';
import { theme } from '@cp/shared/ui';

/** Box of a category thumbnail: fixed, so the list does not move as thumbnails arrive. */
export const THUMB_WIDTH = 96;
export const THUMB_HEIGHT = 135;

/** Cards whose thumbnails load at once, with high priority: the first screen (the largest image there is a page's LCP). */
export const EAGER_THUMBS = 6;

/**
 * A category in the list: its newest paper's thumbnail, its name and latest period; opens it.
 * `eager`: one of the first screen's (loaded at once; the others when scrolled near).
 */
export function CategoryCard({ category, to, eager = false }: { category: TukuCategory; to: string; eager?: boolean }) {
  const latest = category.latestPeriod;
  return (
    // Named by its visible text (the name and the latest period); the thumbnail only illustrates it.
    <Card to={to}>
      <ThumbBox aria-hidden="true">
        {category.thumbnailURL && latest ? (
          <img
            src={category.thumbnailURL}
            alt=""
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={eager ? 'high' : undefined}
            width={THUMB_WIDTH}
            height={THUMB_HEIGHT}
          />
        ) : (
          <Empty>暂无图纸</Empty>
        )}
      </ThumbBox>
      <Name>{category.name}</Name>
      <Latest>{latest ? `最新：第 ${latest} 期` : '暂无图纸'}</Latest>
    </Card>
  );
}

const Card = styled(Link)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 4px;
  min-width: 0;
  padding: 8px;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  background: ${theme.color.panel};
  color: ${theme.color.text};
  text-decoration: none;
  &:hover,
  &:focus-visible {
    border-color: ${theme.color.brand};
  }
`;

const ThumbBox = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  width: ${THUMB_WIDTH}px;
  height: ${THUMB_HEIGHT}px;
  overflow: hidden;
  background: ${theme.color.bg};
  img {
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
`;

const Empty = styled.span`
  color: ${theme.color.textMuted};
  font-size: 12px;
`;

const Name = styled.span`
  max-width: 100%;
  font-size: 14px;
  text-align: center;
  overflow-wrap: anywhere;
`;

const Latest = styled.span`
  color: ${theme.color.textMuted};
  font-size: 12px;
`;
