import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { rem, theme } from '@cp/shared/ui';
import { useFirstView } from '../../firstView/FirstViewContext';
import { NewsList } from './NewsList';
import { HOME_NEWS_COUNT, NewsListStore } from './NewsStore';
import type { NewsApi } from './newsApi';

/** The mobile home's 公告资讯: the latest few items (pinned first), or plainly none. */
export const HomeNews = observer(function HomeNews({ api }: { api?: NewsApi }) {
  const firstView = useFirstView();
  // The list the first view loaded (server-rendered page), else one of its own.
  const [store] = useState(() => (!api && firstView?.homeNewsToRender()) || new NewsListStore(HOME_NEWS_COUNT, api));
  useEffect(() => {
    firstView?.mounted(store);
    if (!store.loaded) void store.load();
  }, [store, firstView]);
  const { error, loading } = store.request;

  let body;
  if (!store.loaded && error)
    body = (
      <State role="alert">
        {error}
        <Retry type="button" onClick={() => void store.request.retry()}>
          重试
        </Retry>
      </State>
    );
  else if (!store.loaded) body = <State>{loading ? '加载中…' : ''}</State>;
  else if (store.items.length === 0) body = <State data-testid="news-empty">暂无公告资讯</State>;
  else body = <NewsList items={store.items} base="/m/news" />;

  return (
    <Section aria-labelledby="home-news-title" data-testid="home-news" aria-busy={loading}>
      <Head>
        <h2 id="home-news-title">公告资讯</h2>
        {store.total > store.items.length && <Link to="/m/news">更多 ›</Link>}
      </Head>
      {body}
    </Section>
  );
});

const Section = styled.section`
  margin: ${rem(10)} ${rem(10)} 0;
  border-radius: ${rem(6)};
  background: #fff;
  font-size: ${rem(14)};
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: ${rem(10)} ${rem(12)} ${rem(6)};
  border-bottom: 1px solid #f0f0f0;
  h2 {
    margin: 0;
    padding-left: ${rem(8)};
    border-left: ${rem(4)} solid ${theme.color.brand};
    font-size: ${rem(16)};
    line-height: 1.2;
  }
  a {
    color: ${theme.color.textMuted};
    font-size: ${rem(13)};
  }
`;

const State = styled.p`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${rem(10)};
  min-height: ${rem(44)};
  margin: 0;
  padding: ${rem(10)};
  color: ${theme.color.textMuted};
  font-size: ${rem(13)};
`;

const Retry = styled.button`
  padding: ${rem(3)} ${rem(12)};
  border: 1px solid ${theme.color.brand};
  border-radius: ${rem(4)};
  background: #fff;
  color: ${theme.color.brand};
  font-size: ${rem(13)};
`;
