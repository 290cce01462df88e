import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { isMobilePath } from '@cp/shared/domain';
import { NoData, PageLoading, rem, theme, useTitleSuffix } from '@cp/shared/ui';
import { NewsList } from './NewsList';
import { NewsListStore } from './NewsStore';
import type { NewsApi } from './newsApi';

/** /m/news and /news: every published item, pinned first, ten at a time (加载更多). */
export const NewsListPage = observer(function NewsListPage({ api }: { api?: NewsApi }) {
  const mobile = isMobilePath(useLocation().pathname);
  const [store] = useState(() => new NewsListStore(10, api));
  useEffect(() => void store.load(), [store]);
  useTitleSuffix('公告资讯 |');
  const { error, loading } = store.request;

  let body;
  if (!store.loaded && error)
    body = (
      <NoData text={`资讯加载失败：${error}`}>
        <More type="button" onClick={() => void store.request.retry()}>
          重试
        </More>
      </NoData>
    );
  else if (!store.loaded) body = <PageLoading />;
  else if (store.items.length === 0) body = <NoData text="暂无公告资讯" />;
  else
    body = (
      <>
        <NewsList items={store.items} base={mobile ? '/m/news' : '/news'} />
        {store.loaded && error && <Failed role="alert">{error}</Failed>}
        {store.hasMore && (
          <More type="button" onClick={() => void store.more()} disabled={loading}>
            {loading ? '加载中…' : '加载更多'}
          </More>
        )}
      </>
    );

  return (
    <Page className={mobile ? 'mobile' : undefined} data-testid="news-page">
      {!mobile && <h1>公告资讯</h1>}
      {body}
    </Page>
  );
});

const Page = styled.div`
  margin: 16px 0;
  padding: 8px 16px 16px;
  background: #fff;
  font-size: 15px;
  h1 {
    margin: 8px 0 12px;
    font-size: 20px;
  }
  &.mobile {
    margin: 0;
    padding: 0 0 ${rem(12)};
    font-size: ${rem(15)};
  }
`;

const More = styled.button`
  display: block;
  margin: 0.8em auto 0;
  padding: 0.4em 2em;
  border: 1px solid ${theme.color.brand};
  border-radius: 4px;
  background: #fff;
  color: ${theme.color.brand};
  font-size: 0.9em;
  cursor: pointer;
  &:disabled {
    opacity: 0.6;
  }
`;

const Failed = styled.p`
  margin: 0.6em 0 0;
  color: ${theme.color.brand};
  font-size: 0.85em;
  text-align: center;
`;
