import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useStores } from '@cp/shared/stores';
import { DrawBalls, rem, theme } from '@cp/shared/ui';
import { pageTitle } from '../../common/PageFrame';
import { AllLotteriesPopup } from '../../index';
import { showsExplainLink } from '../model';
import type { TrendPageStore } from '../store/TrendPageStore';

interface Props {
  store: TrendPageStore;
  mobile: boolean;
}

/**
 * Lottery name, the latest draw, and the page's links: 说明 (the rules popup; on mobile only
 * where the specification shows the explain link), 历史开奖, and on mobile 全部彩种.
 */
export const TrendHeader = observer(function TrendHeader({ store, mobile }: Props) {
  const { popups, draws } = useStores();
  const [listOpen, setListOpen] = useState(false);
  const info = draws.info(store.code);
  const group = store.group;
  const explain = !mobile || showsExplainLink(store.code, group);
  const prefix = mobile ? '/m' : '';
  return (
    <Wrapper $mobile={mobile}>
      <Title>
        <h1>{store.name}</h1>
        <span>走势图</span>
      </Title>
      {!mobile && group && info?.prePeriod && (
        <Latest aria-label="最新开奖">
          第 {info.prePeriod.period} 期
          <DrawBalls group={group} draw={info.prePeriod} size="22px" summary={false} />
        </Latest>
      )}
      <Actions>
        {explain && (
          <Action type="button" onClick={() => popups.openRules(store.code, store.name)} data-testid="trend-rules">
            说明
          </Action>
        )}
        <HistoryLink to={`${prefix}/lottery/history/${store.code}`}>历史开奖</HistoryLink>
        {mobile && (
          <Action type="button" onClick={() => setListOpen(true)} data-testid="trend-all-lotteries-open">
            全部彩种
          </Action>
        )}
      </Actions>
      {mobile && (
        <AllLotteriesPopup
          open={listOpen}
          onClose={() => setListOpen(false)}
          base="/m/lottery/trend"
          current={store.code}
        />
      )}
    </Wrapper>
  );
});

const Wrapper = styled.header<{ $mobile: boolean }>`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${(p) => (p.$mobile ? rem(8) : '16px')};
  padding: ${(p) => (p.$mobile ? `${rem(10)} ${rem(10)}` : '12px 14px')};
  background: ${theme.color.panel};
  border-bottom: 1px solid ${theme.color.border};
  font-size: ${(p) => (p.$mobile ? rem(13) : '14px')};
`;

const Title = styled.div`
  display: flex;
  align-items: baseline;
  gap: 6px;
  ${pageTitle('1.4em')}
`;

const Latest = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  color: ${theme.color.text};
`;

const Actions = styled.div`
  display: flex;
  gap: 8px;
  margin-left: auto;
`;

const Action = styled.button`
  padding: 0.3em 0.8em;
  border: 1px solid ${theme.color.brand};
  border-radius: ${theme.radius};
  background: #fff;
  color: ${theme.color.brand};
  font-size: inherit;
  cursor: pointer;
`;

const HistoryLink = styled(Link)`
  padding: 0.3em 0.8em;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  color: ${theme.color.text};
  text-decoration: none;
`;
