import { observer } from 'mobx-react-lite';
import { Link, Navigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import type { PublicLottery } from '@cp/shared/api';
import { CATEGORY_LABELS, CATEGORY_ORDER, DEFAULT_LOTTERY_GROUP, LOTTERY_GROUPS } from '@cp/shared/domain';
import type { Category } from '@cp/shared/domain';
import { useStores } from '@cp/shared/stores';
import { NoData, PageLoading, rem, theme } from '@cp/shared/ui';
import { hotLotteries } from '../../common/homeModel';
import { useDrawWatch } from '../../common/useDrawWatch';
import { MobileDrawCard } from '../home/MobileDrawCard';
import { favouritesFirst, useFavourites } from './favourites';

type GroupId = 'hotLottery' | Category;

const GROUPS: ReadonlyArray<{ id: GroupId; label: string }> = [
  { id: 'hotLottery', label: '热门' },
  ...CATEGORY_ORDER.map((c) => ({ id: c, label: CATEGORY_LABELS[c].replace(/彩$/, '') })),
];

/** /m/lottery/group/{group}: category tabs, then the lotteries' latest draws with a favourite star (favourites first). */
export const LotteryGroupPage = observer(function LotteryGroupPage() {
  const { group = DEFAULT_LOTTERY_GROUP } = useParams();
  const { site, lotteries } = useStores();
  const favourites = useFavourites();
  // The server answers an unknown group with a redirect (lotteryGroupRedirect); in the browser, this.
  const known = LOTTERY_GROUPS.includes(group);

  const members: PublicLottery[] =
    group === 'hotLottery'
      ? hotLotteries(site.hotCodes(false), lotteries.map)
      : lotteries.list.filter((l) => l.category === group);
  const shown = favouritesFirst(members, favourites.codes);
  useDrawWatch(shown.map((l) => l.code));

  if (!known) return <Navigate to={`/m/lottery/group/${DEFAULT_LOTTERY_GROUP}`} replace />;
  return (
    <div>
      <Tabs role="tablist" data-testid="group-tabs">
        {GROUPS.map((g) => (
          <Tab
            key={g.id}
            to={`/m/lottery/group/${g.id}`}
            role="tab"
            aria-selected={g.id === group}
            $active={g.id === group}
            replace
          >
            {g.label}
          </Tab>
        ))}
      </Tabs>
      {!lotteries.loaded ? (
        <PageLoading />
      ) : shown.length === 0 ? (
        <NoData />
      ) : (
        <List>
          {shown.map((l) => (
            <MobileDrawCard
              key={l.code}
              lottery={l}
              favourite={{ on: favourites.has(l.code), onToggle: () => favourites.toggle(l.code) }}
            />
          ))}
        </List>
      )}
    </div>
  );
});

const Tabs = styled.nav`
  position: sticky;
  top: ${rem(46)};
  z-index: 10;
  display: flex;
  border-bottom: 1px solid ${theme.color.border};
  background: #fff;
`;

const Tab = styled(Link)<{ $active: boolean }>`
  flex: 1;
  height: ${rem(42)};
  border-bottom: ${rem(2)} solid ${(p) => (p.$active ? theme.color.brand : 'transparent')};
  color: ${(p) => (p.$active ? theme.color.brand : theme.color.text)};
  font-size: ${rem(15)};
  font-weight: ${(p) => (p.$active ? 600 : 400)};
  line-height: ${rem(42)};
  text-align: center;
`;

const List = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${rem(10)};
  padding: ${rem(10)};
`;
