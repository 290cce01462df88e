import { observer } from 'mobx-react-lite';
import type { PublicLottery } from '@cp/shared/api';
import { isGuessFamily } from '@cp/shared/domain';
import { RequireLogin } from '@cp/shared/mf';
import { useStores } from '@cp/shared/stores';
import { LatestDraw, NoData } from '@cp/shared/ui';
import { BetPage } from '../bet';
import { MyGuessPage } from '../mine';
import { LatestGuesses } from '../latest';
import { RankPage } from '../rank';
import { SubscriptionPage } from '../subscriptions';
import { UserInfoPage } from '../userinfo';
import { GuessRules } from './GuessRules';
import type { GuessTab } from './guessTabs';

/** What a guess page shows for the chosen lottery: its latest draw, then the page itself. */
export const GuessContent = observer(function GuessContent({
  tab,
  lottery,
  prefix,
  id,
  compact = false,
}: {
  tab: GuessTab;
  lottery: PublicLottery;
  prefix: string;
  /** userInfo/{id}: whose page. */
  id?: string;
  compact?: boolean;
}) {
  const { member } = useStores();
  const viewer = member.login ? Number(member.login.userID) : null;
  const key = lottery.code;
  if (!isGuessFamily(lottery.group)) return <NoData text={`${lottery.name}不支持竞猜`} />;
  return (
    <>
      <LatestDraw compact={compact} code={lottery.code} name={lottery.name} />
      {tab.key === 'rank' && (
        <>
          <RankPage key={`${key}:${viewer}`} lottery={lottery} prefix={prefix} member={viewer !== null} />
          <LatestGuesses key={`latest:${key}:${viewer}`} code={lottery.code} prefix={prefix} />
        </>
      )}
      {tab.key === 'newlotterybet' && (
        <RequireLogin>
          <BetPage key={key} lottery={lottery} compact={compact} />
        </RequireLogin>
      )}
      {tab.key === 'mylotterybet' && (
        <RequireLogin>
          <MyGuessPage key={key} lottery={lottery} compact={compact} />
        </RequireLogin>
      )}
      {tab.key === 'mysubscription' && (
        <RequireLogin>
          <SubscriptionPage code={lottery.code} prefix={prefix} compact={compact} />
        </RequireLogin>
      )}
      {tab.key === 'userInfo' &&
        (id === undefined ? (
          <RequireLogin>
            {viewer !== null && <UserInfoPage key="me" memberId={viewer} viewer={viewer} compact={compact} />}
          </RequireLogin>
        ) : /^[1-9]\d{0,15}$/.test(id) ? (
          <UserInfoPage key={id} memberId={Number(id)} viewer={viewer} compact={compact} />
        ) : (
          <NoData text="会员不存在" />
        ))}
      {(tab.key === 'rank' || tab.key === 'newlotterybet') && <GuessRules />}
    </>
  );
});
