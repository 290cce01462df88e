import type { PublicLottery } from '@cp/shared/api';
import { planKindsOf } from '@cp/shared/domain';
import { LatestDraw, NoData } from '@cp/shared/ui';
import { BuyPlanView } from '../buyplan';
import { ExpertDetail, ExpertView } from '../expert';
import { TwoSidesView } from '../lmTj';
import { KillView } from '../shJh';
import type { PlanTab } from './planTabs';

/** What a prediction page shows for the chosen lottery: its latest draw, then the tab's plans. */
export function PlanContent({
  tab,
  lottery,
  prefix,
  detail,
  compact = false,
}: {
  tab: PlanTab;
  lottery: PublicLottery;
  prefix: string;
  /** 专家推荐 detail: the method id of /expert/{code}/{detail}. */
  detail?: string;
  compact?: boolean;
}) {
  const code = lottery.code;
  const supported = planKindsOf(lottery.group).includes(tab.key);
  return (
    <>
      <LatestDraw compact={compact} code={code} name={lottery.name} />
      {!supported ? (
        <NoData text={`${lottery.name}没有${tab.label}`} />
      ) : tab.key === 'lmTj' ? (
        <TwoSidesView key={code} code={code} compact={compact} />
      ) : tab.key === 'expert' && detail ? (
        <ExpertDetail key={`${code}:${detail}`} code={code} method={detail} prefix={prefix} compact={compact} />
      ) : tab.key === 'expert' ? (
        <ExpertView key={code} code={code} prefix={prefix} compact={compact} />
      ) : tab.key === 'buyplan' ? (
        <BuyPlanView key={code} code={code} compact={compact} rule={tab.rule} />
      ) : (
        <KillView key={code} code={code} compact={compact} rule={tab.rule} />
      )}
    </>
  );
}
