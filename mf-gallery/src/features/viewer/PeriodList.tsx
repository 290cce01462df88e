import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import { formatBeijingDate } from '@cp/shared/domain';
import { NoData, theme } from '@cp/shared/ui';
import { Button, Muted } from '../common/styles';
import { paperAlt } from './format';
import type { PaperStore } from './PaperStore';

/** The category's periods (the range's, newest first) as a strip of thumbnails to jump to. */
export const PeriodList = observer(function PeriodList({
  store,
  onPick,
}: {
  store: PaperStore;
  onPick: (period: string) => void;
}) {
  const current = store.current?.period;
  const name = store.category?.name ?? '';
  return (
    <Wrapper aria-label="期数列表">
      <Head>
        <Title>期数列表</Title>
        <Muted>{`共 ${store.page?.total ?? 0} 期`}</Muted>
      </Head>
      {store.list.length === 0 ? (
        <NoData text={store.filtered ? '所选日期内暂无图纸' : '暂无图纸'} />
      ) : (
        <Strip>
          {store.list.map((paper) => (
            <li key={paper.id}>
              <Item
                type="button"
                aria-current={paper.period === current ? 'true' : undefined}
                $active={paper.period === current}
                onClick={() => onPick(paper.period)}
              >
                <Thumb
                  src={paper.thumbnailURL}
                  alt={paperAlt(name, paper.period)}
                  loading="lazy"
                  width={66}
                  height={93}
                />
                <span>{paper.period}</span>
                <Muted>{formatBeijingDate(paper.drawTime)}</Muted>
              </Item>
            </li>
          ))}
          {store.hasMore && (
            <li>
              <More type="button" onClick={() => void store.loadMore()} disabled={store.moreRequest.loading}>
                {store.moreRequest.loading ? '加载中…' : '加载更多'}
              </More>
            </li>
          )}
        </Strip>
      )}
    </Wrapper>
  );
});

const Wrapper = styled.section`
  min-width: 0;
`;

const Head = styled.div`
  display: flex;
  align-items: baseline;
  gap: 8px;
  margin-bottom: 8px;
`;

const Title = styled.h3`
  margin: 0;
  font-size: 15px;
  font-weight: 600;
`;

const Strip = styled.ol`
  display: flex;
  gap: 8px;
  margin: 0;
  padding: 0 0 6px;
  overflow-x: auto;
  list-style: none;
  overscroll-behavior-x: contain;
`;

const Item = styled.button<{ $active: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 2px;
  width: 84px;
  padding: 6px 4px;
  border: 1px solid ${(p) => (p.$active ? theme.color.brand : theme.color.border)};
  border-radius: ${theme.radius};
  background: ${(p) => (p.$active ? theme.color.brandLight : theme.color.panel)};
  color: ${theme.color.text};
  font: inherit;
  font-size: 12px;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${theme.color.brand};
  }
`;

const Thumb = styled.img`
  width: 66px;
  height: 93px;
  object-fit: contain;
  background: ${theme.color.bg};
`;

const More = styled(Button)`
  height: 100%;
  min-height: 133px;
`;
