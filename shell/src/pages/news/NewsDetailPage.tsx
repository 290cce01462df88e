import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { isMobilePath, newsParagraphs } from '@cp/shared/domain';
import { NoData, PageLoading, rem, theme, useTitleSuffix } from '@cp/shared/ui';
import { NotFoundPage } from '../NotFoundPage';
import { KIND_LABELS, newsTime } from './NewsList';
import { NewsItemStore } from './NewsStore';
import type { NewsApi } from './newsApi';

/** /m/news/{id} and /news/{id}: one item; one that is not published (or no such id) is the 404 page. */
export const NewsDetailPage = observer(function NewsDetailPage({ api }: { api?: NewsApi }) {
  const { id = '' } = useParams();
  const mobile = isMobilePath(useLocation().pathname);
  const [store] = useState(() => new NewsItemStore(id, api));
  useEffect(() => void store.load(), [store]);
  const { item } = store;
  useTitleSuffix(item ? `${item.title} |` : null);

  if (store.missing) return <NotFoundPage />;
  if (!item && store.request.error)
    return (
      <NoData text={`资讯加载失败：${store.request.error}`}>
        <Retry type="button" onClick={() => void store.request.retry()}>
          重试
        </Retry>
      </NoData>
    );
  if (!item) return <PageLoading />;
  return (
    <Article className={mobile ? 'mobile' : undefined} data-testid="news-detail">
      <h1>{item.title}</h1>
      <Meta>
        <span>{KIND_LABELS[item.kind]}</span>
        <time dateTime={item.publishedAt}>{newsTime(item.publishedAt)}</time>
      </Meta>
      {newsParagraphs(item.body).map((p, i) => (
        <p key={i}>{p}</p>
      ))}
      <Back to={mobile ? '/m/news' : '/news'}>返回公告资讯</Back>
    </Article>
  );
});

const Article = styled.article`
  margin: 16px 0;
  padding: 20px 32px 28px;
  background: #fff;
  color: ${theme.color.text};
  font-size: 15px;
  line-height: 1.8;
  h1 {
    margin: 0 0 0.4em;
    font-size: 1.5em;
    line-height: 1.4;
  }
  p {
    margin: 0 0 1em;
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
  &.mobile {
    margin: 0;
    padding: ${rem(14)} ${rem(14)} ${rem(20)};
    font-size: ${rem(15)};
    h1 {
      font-size: ${rem(19)};
    }
  }
`;

const Meta = styled.div`
  display: flex;
  gap: 1em;
  margin-bottom: 1em;
  padding-bottom: 0.6em;
  border-bottom: 1px solid #f0f0f0;
  color: ${theme.color.textMuted};
  font-size: 0.85em;
`;

const button = `
  display: inline-block;
  padding: 0.3em 1.4em;
  border: 1px solid ${theme.color.brand};
  border-radius: 4px;
  background: #fff;
  color: ${theme.color.brand};
  font-size: 0.9em;
  cursor: pointer;
`;

const Back = styled(Link)`
  ${button}
`;

const Retry = styled.button`
  ${button}
`;
