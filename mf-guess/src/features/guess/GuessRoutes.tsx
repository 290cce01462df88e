import type { ComponentType } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { PageNotFound } from '@cp/shared/ui';
import { REMOTE_NAME } from '../../remote';
import { GUESS_TABS, guessTab } from './guessTabs';
import type { GuessTab } from './guessTabs';

export interface GuessPageProps {
  tab: GuessTab;
  /** Mount prefix: '/lotterybet' or '/m/lotterybet'. */
  prefix: string;
}

/**
 * The guess centre under its prefix: lotteryhome/{code?}/{rank|mylotterybet|mysubscription|
 * newlotterybet|userInfo/{id?}}. Without a code a page goes to the first lottery; a bare
 * lotteryhome (or lotteryhome/{code}) opens the ranking. Anything else is a 404.
 */
export function GuessRoutes({ prefix, page: Page }: { prefix: string; page: ComponentType<GuessPageProps> }) {
  const rank = <Page tab={guessTab('rank')} prefix={prefix} />;
  const userInfo = <Page tab={guessTab('userInfo')} prefix={prefix} />;
  return (
    <Routes>
      <Route index element={<Navigate to="lotteryhome" replace />} />
      <Route path="lotteryhome">
        <Route index element={rank} />
        <Route path=":code" element={<Navigate to="rank" replace />} />
        {GUESS_TABS.map((tab) => [
          <Route key={tab.key} path={tab.key} element={<Page tab={tab} prefix={prefix} />} />,
          <Route key={`:code/${tab.key}`} path={`:code/${tab.key}`} element={<Page tab={tab} prefix={prefix} />} />,
        ])}
        <Route path="userInfo/:id" element={userInfo} />
        <Route path=":code/userInfo/:id" element={userInfo} />
      </Route>
      <Route path="*" element={<PageNotFound remote={REMOTE_NAME} />} />
    </Routes>
  );
}
