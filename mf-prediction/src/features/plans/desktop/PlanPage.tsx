import { observer } from 'mobx-react-lite';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { LotteryChooser, theme, useKindSelection } from '@cp/shared/ui';
import { REMOTE_NAME } from '../../../remote';
import { LatestDraw } from '../../draw/LatestDraw';
import { Breadcrumb } from '../../frame/Breadcrumb';
import type { Crumb } from '../../frame/Breadcrumb';
import { Notice } from '../../frame/Notice';
import { TabBar } from '../../frame/TabBar';
import { useTitleSuffix } from '../../frame/useTitleSuffix';
import { SelectedLottery } from '../../lottery/SelectedLottery';
import { PLAN_TABS, planPath } from '../planTabs';
import type { PlanPageProps } from '../PlanRoutes';

/** Desktop prediction page: breadcrumb, the four tabs, the 选择彩种 panel and the chosen lottery. */
export const PlanPage = observer(function PlanPage({ tab, prefix }: PlanPageProps) {
  const { code, detail } = useParams();
  useTitleSuffix(tab.titleSuffix);
  const state = useKindSelection(tab.kind, code);
  const lottery = state.selection.status === 'ok' ? state.selection.lottery : undefined;

  const crumbs: Crumb[] = [
    { label: '首页', to: '/' },
    { label: tab.label, to: lottery ? prefix : undefined },
  ];
  if (lottery) crumbs.push({ label: lottery.name, to: detail ? `${prefix}/${lottery.code}` : undefined });
  if (lottery && detail) crumbs.push({ label: '专家详情' });

  return (
    <Wrapper data-remote={REMOTE_NAME}>
      <Breadcrumb items={crumbs} />
      <Body>
        <Side>
          <LotteryChooser groups={state.groups} current={code} basePath={prefix} />
        </Side>
        <Main>
          <TabBar
            label="预测推荐"
            active={tab.key}
            tabs={PLAN_TABS.map((t) => ({ key: t.key, label: t.label, to: planPath(prefix, t.key) }))}
          />
          <Heading>
            {tab.label}
            {detail && ' · 专家详情'}
          </Heading>
          <SelectedLottery state={state} redirectTo={(first) => `${prefix}/${first}`}>
            {(chosen) => (
              <>
                <LatestDraw code={chosen.code} name={chosen.name} />
                <Notice tone="soon" title={tab.comingSoon}>
                  {tab.rule}
                </Notice>
              </>
            )}
          </SelectedLottery>
        </Main>
      </Body>
    </Wrapper>
  );
});

const Wrapper = styled.div`
  max-width: ${theme.desktopWidth};
  margin: 0 auto;
  padding: 0 16px 32px;
  color: ${theme.color.text};
  font-family: ${theme.font.family};
`;

const Body = styled.div`
  display: grid;
  grid-template-columns: 230px minmax(0, 1fr);
  gap: 16px;
  align-items: start;
`;

const Side = styled.aside`
  position: sticky;
  top: 16px;
`;

const Main = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

const Heading = styled.h1`
  margin: 0;
  font-size: 22px;
  font-weight: 600;
`;
