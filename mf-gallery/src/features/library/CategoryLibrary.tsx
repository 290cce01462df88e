import { useRef } from 'react';
import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import { NoData, PageLoading, theme, useEarlyInput } from '@cp/shared/ui';
import { Failure } from '../common/Failure';
import { Muted } from '../common/styles';
import { CategoryCard, EAGER_THUMBS, THUMB_WIDTH } from './CategoryCard';
import { LetterIndex } from './LetterIndex';
import type { LibraryStore } from './LibraryStore';

/**
 * A library's categories: the 搜索图纸 box, the A–Z index, and the groups of categories by
 * pinyin initial; `hrefOf` gives the address that opens a category.
 */
export const CategoryLibrary = observer(function CategoryLibrary({
  store,
  hrefOf,
  compact = false,
}: {
  store: LibraryStore;
  hrefOf: (categoryId: string) => string;
  compact?: boolean;
}) {
  const groupsRef = useRef<HTMLDivElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  // The search box comes in the server's HTML: a name typed before the scripts ran is searched.
  useEarlyInput(searchRef, store.query, store.setQuery);

  const handlePick = (letter: string) => {
    const heading = groupsRef.current?.querySelector<HTMLElement>(`[data-initial="${letter}"]`);
    if (!heading) return;
    heading.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    heading.focus({ preventScroll: true });
  };

  if (!store.groups) {
    if (store.error) return <Failure message={store.error} retry={() => void store.retry()} />;
    return <PageLoading text="图库加载中…" />;
  }

  return (
    <Wrapper aria-label="图纸分类">
      <Search>
        <label htmlFor={`tuku-search-${store.type}`}>搜索图纸</label>
        <input
          ref={searchRef}
          id={`tuku-search-${store.type}`}
          type="search"
          value={store.query}
          placeholder="名称或拼音，如 xg、xianggang"
          autoComplete="off"
          onChange={(e) => store.setQuery(e.target.value)}
        />
        {store.query && <Muted role="status">{`找到 ${store.visibleCount} 个分类`}</Muted>}
      </Search>
      <LetterIndex store={store} compact={compact} onPick={handlePick} />
      <div ref={groupsRef}>
        {store.categories.length === 0 ? (
          <NoData text="暂无图纸分类" />
        ) : store.visibleGroups.length === 0 ? (
          <NoData text="没有找到匹配的图纸" />
        ) : (
          store.visibleGroups.map((group, g) => (
            <Group key={group.initial} aria-labelledby={`tuku-${store.type}-${group.initial}`}>
              <Initial id={`tuku-${store.type}-${group.initial}`} data-initial={group.initial} tabIndex={-1}>
                {group.initial}
              </Initial>
              <Grid $compact={compact}>
                {group.list.map((category, i) => (
                  <li key={category.id}>
                    <CategoryCard
                      category={category}
                      to={hrefOf(category.id)}
                      eager={cardsBefore(store.visibleGroups, g) + i < EAGER_THUMBS}
                    />
                  </li>
                ))}
              </Grid>
            </Group>
          ))
        )}
      </div>
    </Wrapper>
  );
});

/** How many cards the groups before group `g` hold. */
function cardsBefore(groups: readonly { list: readonly unknown[] }[], g: number): number {
  let n = 0;
  for (let i = 0; i < g && n < EAGER_THUMBS; i++) n += groups[i].list.length;
  return n;
}

const Wrapper = styled.section`
  display: flex;
  flex-direction: column;
  gap: 12px;
  min-width: 0;
`;

const Search = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  font-size: 14px;
  input {
    flex: 1 1 200px;
    min-width: 0;
    max-width: 360px;
    height: 34px;
    padding: 0 10px;
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius};
    font: inherit;
  }
`;

const Group = styled.section`
  margin-bottom: 12px;
  scroll-margin-top: 12px;
`;

const Initial = styled.h3`
  margin: 0 0 8px;
  padding: 2px 8px;
  border-left: 3px solid ${theme.color.brand};
  font-size: 16px;
  scroll-margin-top: 12px;
  &:focus {
    outline: none;
    color: ${theme.color.brand};
  }
`;

const Grid = styled.ul<{ $compact: boolean }>`
  display: grid;
  grid-template-columns: repeat(
    auto-fill,
    minmax(${(p) => (p.$compact ? `${THUMB_WIDTH + 18}px` : `${THUMB_WIDTH + 40}px`)}, 1fr)
  );
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`;
