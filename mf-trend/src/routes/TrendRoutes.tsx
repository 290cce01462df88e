import type { ComponentType } from 'react';
import { Link, Route, Routes, useParams } from 'react-router-dom';
import { PageNotFound } from '@cp/shared/ui';
import { ChanglongPage } from '../features/changlong';
import { HistoryPage } from '../features/history';
import { LotteryIndexPage } from '../features/index';
import { TrendPage } from '../features/trend';
import { REMOTE_NAME } from '../remote';

/** The prefixes this remote is mounted under (registry routes). */
export type TrendPrefix =
  '/lottery/trend' | '/lottery/history' | '/changltx' | '/m/lottery/trend' | '/m/lottery/history' | '/m/changltx';

type LotteryPage = ComponentType<{ code: string; mobile: boolean }>;

/** The sections with an index of lotteries and one page per lottery code. */
const SECTIONS: readonly { path: string; title: string; testId: string; Page: LotteryPage }[] = [
  { path: '/lottery/trend', title: '走势图表', testId: 'trend-index', Page: TrendPage },
  { path: '/lottery/history', title: '历史开奖', testId: 'history-index', Page: HistoryPage },
];

/** The page of the lottery in the URL; a new code mounts a new page (and store). */
function CodeRoute({ Page, mobile }: { Page: LotteryPage; mobile: boolean }) {
  const { code = '' } = useParams();
  return <Page key={code} code={code} mobile={mobile} />;
}

/**
 * The pages under one prefix, as routes relative to it (the shell mounts `${prefix}/*`):
 * trend index and trend pages, history index and history pages, dragon reminders.
 */
export function TrendRoutes({ prefix, mobile }: { prefix: string; mobile: boolean }) {
  const m = mobile ? '/m' : '';
  const unknown = (
    <Route
      path="*"
      element={
        <PageNotFound remote={REMOTE_NAME}>
          <Link to={`${m}/lottery/trend`}>返回走势图表</Link>
        </PageNotFound>
      }
    />
  );
  const section = SECTIONS.find((x) => prefix.endsWith(x.path));
  if (section) {
    const { title, testId, Page } = section;
    return (
      <Routes>
        <Route
          index
          element={
            <LotteryIndexPage mobile={mobile} base={prefix} title={title} titleSuffix={`${title} |`} testId={testId} />
          }
        />
        <Route path=":code" element={<CodeRoute Page={Page} mobile={mobile} />} />
        {unknown}
      </Routes>
    );
  }
  if (prefix.endsWith('/changltx')) {
    return (
      <Routes>
        <Route index element={<ChanglongPage mobile={mobile} />} />
        {unknown}
      </Routes>
    );
  }
  return <Routes>{unknown}</Routes>;
}
