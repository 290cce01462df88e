import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import { useStores } from '@cp/shared/stores';
import { Countdown } from '../Countdown';
import { theme } from '../theme';
import { DrawBalls } from './DrawBalls';
import { drawClock } from './drawClock';

/** The lottery's latest draw, kept live while shown (push, with the store's poll fallback). */
export const LatestDraw = observer(function LatestDraw({
  code,
  name,
  compact = false,
}: {
  code: string;
  name: string;
  compact?: boolean;
}) {
  const { draws } = useStores();
  useEffect(() => draws.watch([code]), [draws, code]);
  const info = draws.info(code);
  const draw = info?.prePeriod;

  return (
    <Wrapper data-testid="latest-draw" aria-busy={!info} $compact={compact}>
      <Title>
        <Name>{name}</Name>
        {draw ? <span>第 {draw.period} 期开奖</span> : <span>{info ? '暂无开奖记录' : '开奖数据加载中...'}</span>}
      </Title>
      {info && draw && <DrawBalls group={info.group} draw={draw} size={compact ? '26px' : '30px'} />}
      {info && (
        <Meta>
          {draw && <span>开奖时间 {drawClock(draw.drawTime)}</span>}
          <span>
            下期 {info.nextPeriod.period} 期 · {drawClock(info.nextPeriod.drawTime)} 开奖
          </span>
          <span>
            距开奖 <Countdown to={info.nextPeriod.drawTime} />
          </span>
        </Meta>
      )}
    </Wrapper>
  );
});

const Wrapper = styled.section<{ $compact: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 10px;
  padding: ${(p) => (p.$compact ? '12px' : '16px 20px')};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  background: ${theme.color.panel};
`;

const Title = styled.h2`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 10px;
  margin: 0;
  font-size: 14px;
  font-weight: 400;
  color: ${theme.color.textMuted};
`;

const Name = styled.strong`
  font-size: 17px;
  color: ${theme.color.text};
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 16px;
  font-size: 13px;
  color: ${theme.color.textMuted};
  & > span {
    white-space: nowrap;
  }
`;
