import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import type { PublicLottery } from '@cp/shared/api';
import { useStores } from '@cp/shared/stores';
import { Countdown, DrawBalls, drawClock, theme } from '@cp/shared/ui';
import { DrawActions } from '../../common/DrawActions';
import { MaybeLink } from '../../common/MaybeLink';
import { usePlatform } from '../../platform';

/** One lottery on the desktop home: name and period, the draw, countdown to the next, actions. */
export const DrawRow = observer(function DrawRow({ lottery }: { lottery: PublicLottery }) {
  const { draws } = useStores();
  const platform = usePlatform();
  const info = draws.info(lottery.code);
  const draw = info?.prePeriod;
  return (
    <Row data-testid={`draw-card-${lottery.code}`}>
      <Name>
        <MaybeLink to={platform.link('trend', 'desktop', { code: lottery.code })}>{lottery.name}</MaybeLink>
        <Period>
          第 <b data-testid="draw-period">{draw?.period ?? '--'}</b> 期
        </Period>
        {draw && <Time>{drawClock(draw.drawTime)}</Time>}
      </Name>
      <Balls>{info ? <DrawBalls group={lottery.group} draw={draw} size="28px" /> : <Muted>加载中…</Muted>}</Balls>
      <Next>
        <Label>距下期开奖</Label>
        {info ? <Countdown to={info.nextPeriod.drawTime} boxed /> : <Muted>--</Muted>}
      </Next>
      <DrawActions code={lottery.code} name={lottery.name} />
    </Row>
  );
});

const Row = styled.div`
  display: grid;
  grid-template-columns: 150px 1fr 150px 258px;
  align-items: center;
  gap: 16px;
  padding: 14px 16px;
  border-bottom: 1px solid #f0f0f0;
  &:last-child {
    border-bottom: 0;
  }
  &:hover {
    background: #fffafa;
  }
`;

const Name = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  a {
    color: ${theme.color.text};
    font-size: 16px;
    font-weight: 600;
  }
  a:hover {
    color: ${theme.color.brand};
  }
`;

const Period = styled.span`
  color: ${theme.color.textMuted};
  font-size: 12px;
  b {
    color: ${theme.color.text};
    font-weight: 500;
  }
`;

const Time = styled.span`
  color: #6b6b6b;
  font-size: 12px;
`;

const Balls = styled.div`
  min-width: 0;
`;

const Next = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 4px;
  font-size: 13px;
`;

const Label = styled.span`
  color: ${theme.color.textMuted};
  font-size: 12px;
`;

const Muted = styled.span`
  color: ${theme.color.textMuted};
  font-size: 13px;
`;
