import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import type { PublicLottery } from '@cp/shared/api';
import { useStores } from '@cp/shared/stores';
import { Countdown, DrawBalls, drawClock, theme } from '@cp/shared/ui';
import { DrawActions } from '../../common/DrawActions';
import { MaybeLink } from '../../common/MaybeLink';
import { usePlatform } from '../../platform';

/** The hot-lottery tabs on top of the desktop home, with the chosen lottery's draw large. */
export const HotPanel = observer(function HotPanel({ lotteries }: { lotteries: PublicLottery[] }) {
  const { draws } = useStores();
  const platform = usePlatform();
  const [chosen, setChosen] = useState<string | null>(null);
  const lottery = lotteries.find((l) => l.code === chosen) ?? lotteries[0];
  if (!lottery) return null;
  const info = draws.info(lottery.code);
  const draw = info?.prePeriod;
  return (
    <Wrapper data-testid="hot-panel">
      <Tabs>
        <Heading id="hot-panel-title">热门彩种</Heading>
        <TabList role="tablist" aria-labelledby="hot-panel-title">
          {lotteries.map((l) => (
            <Tab
              key={l.code}
              type="button"
              role="tab"
              aria-selected={l === lottery}
              $active={l === lottery}
              onClick={() => setChosen(l.code)}
            >
              {l.name}
            </Tab>
          ))}
        </TabList>
      </Tabs>
      <Body role="tabpanel">
        <Title>
          <MaybeLink to={platform.link('trend', 'desktop', { code: lottery.code })}>{lottery.name}</MaybeLink>
          <span>
            第 <b>{draw?.period ?? '--'}</b> 期
          </span>
          {draw && <small>开奖时间 {drawClock(draw.drawTime)}</small>}
        </Title>
        <Balls>{info ? <DrawBalls group={lottery.group} draw={draw} size="38px" /> : <Muted>加载中…</Muted>}</Balls>
        <Side>
          <Next>
            <span>
              距 <b>{info?.nextPeriod.period ?? '--'}</b> 期开奖
            </span>
            {info && <Countdown to={info.nextPeriod.drawTime} boxed />}
          </Next>
          <DrawActions code={lottery.code} name={lottery.name} />
        </Side>
      </Body>
    </Wrapper>
  );
});

const Wrapper = styled.section`
  overflow: hidden;
  border: 1px solid ${theme.color.border};
  border-radius: 6px;
  background: #fff;
`;

const Tabs = styled.div`
  display: flex;
  align-items: stretch;
  overflow-x: auto;
  border-bottom: 1px solid ${theme.color.border};
  background: #fafafa;
`;

const TabList = styled.div`
  display: flex;
  align-items: stretch;
`;

const Heading = styled.h2`
  display: flex;
  flex: none;
  align-items: center;
  margin: 0;
  padding: 0 18px;
  background: ${theme.color.brand};
  color: #fff;
  font-size: 15px;
`;

const Tab = styled.button<{ $active: boolean }>`
  flex: none;
  height: 42px;
  padding: 0 16px;
  border: 0;
  border-bottom: 2px solid ${(p) => (p.$active ? theme.color.brand : 'transparent')};
  background: ${(p) => (p.$active ? '#fff' : 'transparent')};
  color: ${(p) => (p.$active ? theme.color.brand : theme.color.text)};
  font-size: 14px;
  font-weight: ${(p) => (p.$active ? 600 : 400)};
  cursor: pointer;
  &:hover {
    color: ${theme.color.brand};
  }
`;

const Body = styled.div`
  display: grid;
  grid-template-columns: 190px 1fr 270px;
  align-items: center;
  gap: 24px;
  min-height: 150px;
  padding: 20px 24px;
`;

const Title = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  a {
    color: ${theme.color.text};
    font-size: 22px;
    font-weight: 700;
  }
  span {
    color: ${theme.color.textMuted};
  }
  b {
    color: ${theme.color.brand};
  }
  small {
    color: #6b6b6b;
    font-size: 12px;
  }
`;

const Balls = styled.div`
  min-width: 0;
`;

const Side = styled.div`
  display: flex;
  flex-direction: column;
  gap: 14px;
`;

const Next = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 6px;
  color: ${theme.color.textMuted};
  font-size: 15px;
  [role='timer'],
  [data-due] {
    font-size: 20px;
  }
  b {
    color: ${theme.color.text};
  }
`;

const Muted = styled.span`
  color: ${theme.color.textMuted};
`;
