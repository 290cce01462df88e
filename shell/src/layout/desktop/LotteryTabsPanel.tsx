import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import type { LotteryTab } from '@cp/shared/domain';
import { useStores } from '@cp/shared/stores';
import type { LotteryKind } from '@cp/shared/stores';
import { NoData, PageLoading, theme } from '@cp/shared/ui';
import { MenuGroups } from './MenuGroups';
import { seriesMenu } from './menuModel';

/**
 * A dropdown of tabs, each listing the lotteries of one store list `kind` by series (fetched
 * once per kind) and linking to `${base}/{code}` — the 预测 menu of mf-prediction's contract
 * (两面推荐, 专家推荐, 购彩计划, 杀号计划). Tabs of a kind this shell's store does not know are left out.
 */
export const LotteryTabsPanel = observer(function LotteryTabsPanel({
  tabs: declared,
}: {
  tabs: readonly LotteryTab[];
}) {
  const { lotteries } = useStores();
  const tabs = declared.filter((t): t is LotteryTab & { kind: LotteryKind } => t.kind in lotteries.kinds);
  const [index, setIndex] = useState(0);
  const tab = tabs[Math.min(index, tabs.length - 1)] ?? null;
  const kind = tab?.kind ?? null;
  const list = kind ? lotteries.kinds[kind] : null;
  const [failed, setFailed] = useState<string | null>(null);

  useEffect(() => {
    if (!kind) return;
    let live = true;
    void lotteries.loadKind(kind).then(() => {
      if (live && !lotteries.kinds[kind].everStore) setFailed(kind);
    });
    return () => {
      live = false;
    };
  }, [lotteries, kind]);

  if (!tab || !list) return <NoData />;

  return (
    <div data-testid="plan-menu">
      <Tabs role="tablist">
        {tabs.map((t, i) => (
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
