import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { NoData, PageLoading } from '@cp/shared/ui';
import { useGuessApi } from '../../api';
import { Failure } from '../common/Failure';
import { GuessTable } from '../common/GuessTable';
import { Button, Message, Muted, Panel, PanelTitle, Row } from '../common/styles';
import { guessPath } from '../common/paths';
import { SubscriptionStore } from './SubscriptionStore';

/** 我的订阅: followed members with unsubscribe, each with their current open guesses. */
export const SubscriptionPage = observer(function SubscriptionPage({
  code,
  prefix,
  compact = false,
}: {
  code: string;
  prefix: string;
  compact?: boolean;
}) {
  const api = useGuessApi();
  const [store] = useState(() => new SubscriptionStore({ api }));
  useEffect(() => {
    void store.load();
  }, [store]);

  if (store.error && !store.list) return <Failure message={store.error} retry={() => void store.load()} />;
  if (!store.list) return <PageLoading text="订阅列表加载中…" />;
  if (!store.list.length)
    return <NoData text="还没有订阅任何会员">在排行榜或会员主页点击“订阅”，就能在这里看到他们待开奖的竞猜</NoData>;
  return (
    <>
      {store.message && <Message role="alert">{store.message}</Message>}
      {store.list.map((m) => (
        <Panel key={m.userID} aria-label={m.nickname}>
          <Row>
            <PanelTitle>
              <Link to={guessPath(prefix, code, 'userInfo', String(m.userID))}>{m.nickname}</Link>
            </PanelTitle>
            <Muted>粉丝 {m.fansCount}</Muted>
            <Button type="button" disabled={store.busy === m.userID} onClick={() => void store.unsubscribe(m.userID)}>
              取消订阅
            </Button>
          </Row>
          {m.openGuesses.length ? (
            <GuessTable guesses={m.openGuesses} label={`${m.nickname} 待开奖的竞猜`} showLottery compact={compact} />
          ) : (
            <Muted>暂无待开奖的竞猜</Muted>
          )}
        </Panel>
      ))}
    </>
  );
});
