import { ChanglongPage } from '../features/changlong/ChanglongPage';
import { Link, Route, Routes, useParams } from 'react-router-dom';
import { PageNotFound } from '@cp/shared/ui';
import { HistoryPage } from '../features/history/HistoryPage';
import { LotteryIndexPage } from '../features/index/LotteryIndexPage';
import { TrendPage } from '../features/trend/TrendPage';

/** The prefixes this remote is mounted under (registry routes). */
export type TrendPrefix =
  '/lottery/trend' | '/lottery/history' | '/changltx' | '/m/lottery/trend' | '/m/lottery/history' | '/m/changltx';

function TrendRoute({ mobile }: { mobile: boolean }) {
  const { code = '' } = useParams();
  return <TrendPage key={code} code={code} mobile={mobile} />;
}

function HistoryRoute({ mobile }: { mobile: boolean }) {
  const { code = '' } = useParams();
  return <HistoryPage key={code} code={code} mobile={mobile} />;
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
        <PageNotFound remote="mf_trend">
          <Link to={`${m}/lottery/trend`}>返回走势图表</Link>
        </PageNotFound>
      }
    />
  );
  if (prefix.endsWith('/lottery/trend')) {
    return (
      <Routes>
        <Route
          index
          element={
            <LotteryIndexPage
              mobile={mobile}
              base={prefix}
              title="走势图表"
              titleSuffix="走势图表 |"
              testId="trend-index"
            />
          }
        />
        <Route path=":code" element={<TrendRoute mobile={mobile} />} />
        {unknown}
      </Routes>
    );
  }
  if (prefix.endsWith('/lottery/history')) {
    return (
      <Routes>
        <Route
          index
          element={
            <LotteryIndexPage
              mobile={mobile}
              base={prefix}
              title="历史开奖"
              titleSuffix="历史开奖 |"
              testId="history-index"
            />
          }
        />
        <Route path=":code" element={<HistoryRoute mobile={mobile} />} />
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
