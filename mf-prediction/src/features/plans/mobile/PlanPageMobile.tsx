import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import { LotteryChooserBar, MobileFrameContent, MobileFramePage, SelectedLottery, TabBar } from '@cp/shared/ui';
import { REMOTE_NAME } from '../../../remote';
import { PlanContent } from '../PlanContent';
import { PLAN_TABS, planPath } from '../planTabs';
import type { PlanPageProps } from '../PlanRoutes';
import { usePlanPage } from '../usePlanPage';

/**
 * Mobile prediction page: the 选择彩种 sheet, the plan navigation (the other three plans,
 * specification section 9) and the chosen lottery. The shell's mobile header shows the title.
 */
export const PlanPageMobile = observer(function PlanPageMobile({ tab, prefix }: PlanPageProps) {
  const { code, detail, state, lottery } = usePlanPage(tab);
  const others = PLAN_TABS.filter((t) => t.key !== tab.key).map((t) => ({
    key: t.key,
    label: t.label,
    to: planPath(prefix, t.key),
  }));

  return (
    <MobileFramePage data-remote={REMOTE_NAME}>
      <LotteryChooserBar groups={state.groups} current={code} currentName={lottery?.name} basePath={prefix} />
      <TabBar compact label="预测推荐" tabs={others} />
      <MobileFrameContent>
        <SelectedLottery state={state} redirectTo={(first) => `${prefix}/${first}`}>
          {(chosen) => (
            <>
              {detail && <SubHeading>专家详情</SubHeading>}
              <PlanContent compact tab={tab} lottery={chosen} prefix={prefix} detail={detail} />
            </>
          )}
        </SelectedLottery>
      </MobileFrameContent>
    </MobileFramePage>
  );
});

const SubHeading = styled.h2`
  margin: 0;
  font-size: 16px;
  font-weight: 600;
`;
