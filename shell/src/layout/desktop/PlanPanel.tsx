import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import { useStores } from '@cp/shared/stores';
import { NoData, PageLoading, theme } from '@cp/shared/ui';
import { MenuGroups } from './MenuGroups';
import { PLAN_TABS, seriesMenu } from './menuModel';

/**
 * 预测 dropdown: four tabs (两面推荐, 专家推荐, 购彩计划, 杀号计划), each listing its own
 * lotteries by series (fetched once per kind) and linking to `/<tab>/{code}`.
 */
export const PlanPanel = observer(function PlanPanel() {
  const { lotteries } = useStores();
  const [index, setIndex] = useState(0);
  const tab = PLAN_TABS[index];
  const list = lotteries.kinds[tab.kind];
  const [failed, setFailed] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    void lotteries.loadKind(tab.kind).then(() => {
      if (live && !lotteries.kinds[tab.kind].everStore) setFailed(tab.kind);
    });
    return () => {
      live = false;
    };
  }, [lotteries, tab.kind]);

  return (
    <div data-testid="plan-menu">
      <Tabs role="tablist">
        {PLAN_TABS.map((t, i) => (
          <Tab
            key={t.kind}
            type="button"
            role="tab"
            aria-selected={i === index}
            $active={i === index}
            onMouseEnter={() => setIndex(i)}
            onFocus={() => setIndex(i)}
            onClick={() => setIndex(i)}
          >
            {t.label}
          </Tab>
        ))}
      </Tabs>
      <Body role="tabpanel">
        {failed === tab.kind && !list.everStore ? (
          <NoData text="列表加载失败，请稍后再试" />
        ) : !list.everStore ? (
          <PageLoading />
        ) : list.lotteryTypeItems.length === 0 ? (
          <NoData />
        ) : (
          <MenuGroups groups={seriesMenu(list.lotteryTypeItems, tab.base)} />
        )}
      </Body>
    </div>
  );
});

const Tabs = styled.div`
  display: flex;
  border-bottom: 1px solid ${theme.color.border};
`;

const Tab = styled.button<{ $active: boolean }>`
  height: 38px;
  padding: 0 22px;
  border: 0;
  border-bottom: 2px solid ${(p) => (p.$active ? theme.color.brand : 'transparent')};
  background: none;
  color: ${(p) => (p.$active ? theme.color.brand : theme.color.text)};
  font-size: 14px;
  font-weight: ${(p) => (p.$active ? 600 : 400)};
  cursor: pointer;
`;

const Body = styled.div`
  min-height: 120px;
  padding: 6px 18px 8px;
`;
