import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import type { PublicLottery } from '@cp/shared/api';
import { useStores } from '@cp/shared/stores';
import { Countdown, DrawBalls, rem, theme } from '@cp/shared/ui';
import { DrawActions } from '../../common/DrawActions';
import { MaybeLink } from '../../common/MaybeLink';
import { usePlatform } from '../../platform';

interface MobileDrawCardProps {
  lottery: PublicLottery;
  /** The favourite star (lottery list page). */
  favourite?: { on: boolean; onToggle: () => void };
}

/** One lottery on the phone: name, period and countdown, the draw, then the actions. */
export const MobileDrawCard = observer(function MobileDrawCard({ lottery, favourite }: MobileDrawCardProps) {
  const { draws } = useStores();
  const platform = usePlatform();
  const info = draws.info(lottery.code);
  const draw = info?.prePeriod;
  return (
    <Card data-testid={`draw-card-${lottery.code}`}>
      <Head>
        <Name to={platform.link('trend', 'mobile', { code: lottery.code })}>{lottery.name}</Name>
        <Period>
          第<b data-testid="draw-period">{draw?.period ?? '--'}</b>期
        </Period>
        <Next>{info && <Countdown to={info.nextPeriod.drawTime} boxed />}</Next>
        {favourite && (
          <Star
            type="button"
            aria-pressed={favourite.on}
            aria-label={favourite.on ? `取消收藏${lottery.name}` : `收藏${lottery.name}`}
            data-testid={`favourite-${lottery.code}`}
            $on={favourite.on}
            onClick={favourite.onToggle}
          >
            <svg viewBox="0 0 24 24" aria-hidden="true">
              <path d="M12 3.5l2.6 5.4 5.9.8-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.8z" />
            </svg>
          </Star>
        )}
      </Head>
      {info ? <DrawBalls group={lottery.group} draw={draw} size={rem(28)} /> : <Muted>加载中…</Muted>}
      <Foot>
        <DrawActions code={lottery.code} name={lottery.name} mobile />
      </Foot>
    </Card>
  );
});

// content-visibility: the browser lays out and paints a card only when it comes near the screen
// (the home page lists every lottery; most cards start below the fold), keeping the first
// view's layout short on a slow phone. The placeholder height is about a card's.
const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${rem(10)};
  padding: ${rem(12)};
  border-radius: ${rem(8)};
  background: #fff;
  box-shadow: 0 1px 3px rgba(0, 0, 0, 0.05);
  content-visibility: auto;
  contain-intrinsic-size: auto ${rem(172)};
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  gap: ${rem(8)};
  font-size: ${rem(13)};
`;

const Name = styled(MaybeLink)`
  color: ${theme.color.text};
  font-size: ${rem(16)};
  font-weight: 700;
  white-space: nowrap;
`;

const Period = styled.span`
  min-width: 0;
  overflow: hidden;
  color: ${theme.color.textMuted};
  font-size: ${rem(12)};
  text-overflow: ellipsis;
  white-space: nowrap;
  b {
    margin: 0 ${rem(2)};
    color: ${theme.color.text};
    font-weight: 500;
  }
`;

const Next = styled.span`
  margin-left: auto;
  font-size: ${rem(12)};
`;

const Star = styled.button<{ $on: boolean }>`
  display: flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${rem(30)};
  height: ${rem(30)};
  padding: 0;
  border: 0;
  background: none;
  cursor: pointer;
  svg {
    width: ${rem(22)};
    height: ${rem(22)};
    fill: ${(p) => (p.$on ? '#f5b301' : 'none')};
    stroke: ${(p) => (p.$on ? '#f5b301' : '#bbb')};
    stroke-width: 1.6;
    stroke-linejoin: round;
  }
`;

const Foot = styled.div`
  padding-top: ${rem(10)};
  border-top: 1px solid #f3f3f3;
`;

const Muted = styled.span`
  color: ${theme.color.textMuted};
  font-size: ${rem(13)};
`;
