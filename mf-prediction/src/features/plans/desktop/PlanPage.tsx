import { observer } from 'mobx-react-lite';
import {
  Breadcrumb,
  FrameColumns,
  FrameHeading,
  FrameMain,
  FramePage,
  FrameSide,
  LotteryChooser,
  SelectedLottery,
  TabBar,
} from '@cp/shared/ui';
import type { Crumb } from '@cp/shared/ui';
import { REMOTE_NAME } from '../../../remote';
import { PlanContent } from '../PlanContent';
import { PLAN_TABS, planPath } from '../planTabs';
import type { PlanPageProps } from '../PlanRoutes';
import { usePlanPage } from '../usePlanPage';

/** Desktop prediction page: breadcrumb, the four tabs, the 选择彩种 panel and the chosen lottery's plans. */
export const PlanPage = observer(function PlanPage({ tab, prefix }: PlanPageProps) {
  const { code, detail, state, lottery } = usePlanPage(tab);

  const crumbs: Crumb[] = [
    { label: '首页', to: '/' },
    { label: tab.label, to: lottery ? prefix : undefined },
  ];
  if (lottery) crumbs.push({ label: lottery.name, to: detail ? `${prefix}/${lottery.code}` : undefined });
  if (lottery && detail) crumbs.push({ label: '专家详情' });

  return (
    <FramePage data-remote={REMOTE_NAME}>
      <Breadcrumb items={crumbs} />
      <FrameColumns>
        <FrameSide>
          <LotteryChooser groups={state.groups} current={code} basePath={prefix} />
        </FrameSide>
        <FrameMain>
          <TabBar
            label="预测推荐"
            active={tab.key}
            tabs={PLAN_TABS.map((t) => ({ key: t.key, label: t.label, to: planPath(prefix, t.key) }))}
          />
          <FrameHeading>
            {tab.label}
            {detail && ' · 专家详情'}
          </FrameHeading>
          <SelectedLottery state={state} redirectTo={(first) => `${prefix}/${first}`}>
            {(chosen) => <PlanContent tab={tab} lottery={chosen} prefix={prefix} detail={detail} />}
          </SelectedLottery>
        </FrameMain>
      </FrameColumns>
    </FramePage>
  );
});
