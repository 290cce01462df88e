import { observer } from 'mobx-react-lite';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { LotteryChooserSheet, theme, useKindSelection } from '@cp/shared/ui';
import { REMOTE_NAME } from '../../../remote';
import { LatestDraw } from '../../draw/LatestDraw';
import { Notice } from '../../frame/Notice';
import { TabBar } from '../../frame/TabBar';
import { useTitleSuffix } from '../../frame/useTitleSuffix';
import { SelectedLottery } from '../../lottery/SelectedLottery';
import { PLAN_TABS, planPath } from '../planTabs';
import type { PlanPageProps } from '../PlanRoutes';

/**
 * Mobile prediction page: the 选择彩种 sheet, the plan navigation (the other three plans,
 * specification section 9) and the chosen lottery. The shell's mobile header shows the title.
 */
export const PlanPageMobile = observer(function PlanPageMobile({ tab, prefix }: PlanPageProps) {
  const { code, detail } = useParams();
  useTitleSuffix(tab.titleSuffix);
  const state = useKindSelection(tab.kind, code);
  const lottery = state.selection.status === 'ok' ? state.selection.lottery : undefined;
  const others = PLAN_TABS.filter((t) => t.key !== tab.key).map((t) => ({
    key: t.key,
    label: t.label,
    to: planPath(prefix, t.key),
  }));

  return (
    <Wrapper data-remote={REMOTE_NAME}>
      <Top>
        <Label>当前彩种</Label>
        <LotteryChooserSheet groups={state.groups} current={code} currentName={lottery?.name} basePath={prefix} />
      </Top>
      <TabBar compact label="预测推荐" tabs={others} />
      <Content>
        <SelectedLottery state={state} redirectTo={(first) => `${prefix}/${first}`}>
          {(chosen) => (
            <>
              {detail && <SubHeading>专家详情</SubHeading>}
              <LatestDraw compact code={chosen.code} name={chosen.name} />
              <Notice tone="soon" title={tab.comingSoon}>
                {tab.rule}
              </Notice>
            </>
          )}
        </SelectedLottery>
      </Content>
    </Wrapper>
  );
});

const Wrapper = styled.div`
  color: ${theme.color.text};
  font-family: ${theme.font.family};
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  padding: 10px 12px;
  background: ${theme.color.panel};
`;

const Label = styled.span`
  font-size: 14px;
  color: ${theme.color.textMuted};
`;

const SubHeading = styled.h2`
  margin: 0;
  font-size: 16px;
  font-weight: 600;
`;

const Content = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding: 12px;
`;
