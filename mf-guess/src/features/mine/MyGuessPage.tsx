import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import type { PublicLottery } from '@cp/shared/domain';
import { useStores } from '@cp/shared/stores';
import { NoData, PageLoading } from '@cp/shared/ui';
import { useGuessApi } from '../../api';
import { Failure } from '../common/Failure';
import { GuessTable } from '../common/GuessTable';
import { PageNav } from '../common/PageNav';
import { signed } from '../common/format';
import { Button, Filters, Message, Muted, Panel } from '../common/styles';
import { MyGuessStore } from './MyGuessStore';
import type { StatusFilter } from './MyGuessStore';

/** 我的竞猜: open and settled guesses, filters (a guess lottery or all, state, dates), totals and pages. */
export const MyGuessPage = observer(function MyGuessPage({
  lottery,
  compact = false,
}: {
  lottery: PublicLottery;
  compact?: boolean;
}) {
  const api = useGuessApi();
  const { lotteries } = useStores();
  const [store] = useState(() => new MyGuessStore(lottery.code, { api }));
  const listed = lotteries.kinds.jingCai.lotteryList;
  const choices = listed.some((l) => l.code === lottery.code) ? listed : [lottery, ...listed];
  useEffect(() => {
    void store.search();
  }, [store]);
  const r = store.result;

  return (
    <Panel aria-label="我的竞猜">
      <Filters
        onSubmit={(e) => {
          e.preventDefault();
          void store.search();
        }}
      >
        <label>
          彩种
          <select value={store.lotteryCode} onChange={(e) => store.setLotteryCode(e.target.value)}>
            <option value="">全部彩种</option>
            {choices.map((l) => (
              <option key={l.code} value={l.code}>
                {l.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          状态
          <select value={store.status} onChange={(e) => store.setStatus(e.target.value as StatusFilter)}>
            <option value="">全部</option>
            <option value="open">待开奖</option>
            <option value="settled">已开奖</option>
          </select>
        </label>
        <label>
          开始日期
          <input type="date" value={store.from} onChange={(e) => store.setFrom(e.target.value)} />
        </label>
        <label>
          结束日期
          <input type="date" value={store.to} onChange={(e) => store.setTo(e.target.value)} />
        </label>
        <Button type="submit">查询</Button>
      </Filters>
      {store.filterError && <Message role="alert">{store.filterError}</Message>}
      {r && (
        <Muted data-testid="my-totals">
          共 {r.totals.guesses} 注（待开奖 {r.totals.open}），猜中 {r.totals.wins} 注，投入 {r.totals.stakes} 积分，派发{' '}
          {r.totals.payouts} 积分，盈利 {signed(r.totals.profit)}
        </Muted>
      )}
      {store.error && !r ? (
        <Failure message={store.error} retry={() => void store.request.retry()} />
      ) : !r ? (
        <PageLoading text="竞猜记录加载中…" />
      ) : r.list.length === 0 ? (
        <NoData text="暂无竞猜记录" />
      ) : (
        <>
          <GuessTable guesses={r.list} label="我的竞猜记录" showLottery showTime compact={compact} />
          <PageNav page={r.page} pages={store.pages} goTo={(page) => void store.goTo(page)} />
        </>
      )}
    </Panel>
  );
});
