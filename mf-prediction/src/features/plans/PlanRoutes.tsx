import type { ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { PageNotFound } from '@cp/shared/ui';
import { REMOTE_NAME } from '../../remote';
import { PredictionStoreProvider } from '../jihua';
import { planTabOf } from './planTabs';
import type { PlanTab } from './planTabs';

export interface PlanPageProps {
  tab: PlanTab;
  /** Mount prefix, e.g. '/lmTj' or '/m/lmTj'. */
  prefix: string;
}

/**
 * The routes under one prediction prefix, relative to it: the index (no code: go to the first
 * lottery), ':code', and for 专家推荐 also ':code/:detail'. Anything else is a 404. The routes
 * share the one prediction page store.
 */
export function PlanRoutes({ prefix, page: Page }: { prefix: string; page: ComponentType<PlanPageProps> }) {
  const tab = planTabOf(prefix);
  if (!tab) return <PageNotFound remote={REMOTE_NAME} />;
  const element = <Page tab={tab} prefix={prefix} />;
  return (
    <PredictionStoreProvider>
      <Routes>
        <Route index element={element} />
        <Route path=":code" element={element} />
        {tab.key === 'expert' && <Route path=":code/:detail" element={element} />}
        <Route path="*" element={<PageNotFound remote={REMOTE_NAME} />} />
      </Routes>
    </PredictionStoreProvider>
  );
}
