import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import type { GuessFamily, PublicLottery } from '@cp/shared/domain';
import { GUESS_STAKE } from '@cp/shared/domain';
import { Countdown, PageLoading, theme } from '@cp/shared/ui';
import { useStores } from '@cp/shared/stores';
import { useGuessApi } from '../../api';
import { Failure } from '../common/Failure';
import { GuessTable } from '../common/GuessTable';
import { useNewDraw } from '@cp/shared/ui';
import { Button, Message, Muted, Panel, PanelTitle, Row } from '../common/styles';
import { BetBoard } from './BetBoard';
import { BetStore } from './BetStore';

/** 下注: the open period with its red countdown, the board, the choice, confirm, and this period's guesses (results live). */
export const BetPage = observer(function BetPage({
  lottery,
  compact = false,
}: {
  lottery: PublicLottery;
  compact?: boolean;
}) {
  const api = useGuessApi();
  const { draws } = useStores();
  // GuessContent shows the page only for a PK10 or 时时彩 lottery (isGuessFamily).
  const [store] = useState(() => new BetStore(lottery.code, lottery.group as GuessFamily, { api }));
  // A new draw of this lottery (live push): its results, then the next period.
  useNewDraw(lottery.code, (period) => void store.onDraw(period));

  useEffect(() => {
    void store.load();
    const tick = () => store.setNow(draws.serverNow());
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [store, draws]);

  if (store.error && !store.check) return <Failure message={store.error} retry={() => void store.load()} />;
  if (!store.check) return <PageLoading text="竞猜信息加载中…" />;
  const check = store.check;

  return (
    <Wrap>
      <Head aria-label="当前期">
        <div>
          第 <strong data-testid="bet-period">{check.period}</strong> 期
        </div>
        <Closing>
          {store.open ? (
            <>
              距封盘 <Countdown to={check.closesAt} dueText="已封盘" testId="bet-countdown" />
            </>
          ) : (
            <span data-testid="bet-closed">已封盘，等待开奖</span>
          )}
        </Closing>
        <div>
          我的积分 <Score data-testid="bet-score">{store.score ?? '—'}</Score>
        </div>
      </Head>
      <BetBoard store={store} compact={compact} />
      <Panel aria-label="已选">
        <PanelTitle>已选 {store.chosen.length} 注</PanelTitle>
        {store.chosen.length === 0 ? (
          <Muted>
            点选上方的选项加入竞猜，每注 {GUESS_STAKE} 积分；本期还可竞猜 {store.remaining} 注。
          </Muted>
        ) : (
          <Chosen>
            {store.chosen.map((c) => {
              const pos = store.board.find((p) => p.position === c.position);
              const play = pos?.plays.find((p) => p.play === c.play);
              const pick = play?.picks.find((p) => p.pick === c.pick);
              return (
                <li key={`${c.position}:${c.play}:${c.pick}`}>
                  {pos?.label} {play?.label} <b>{pick?.label}</b>
                  <button type="button" aria-label="移除" onClick={() => store.toggle(c)}>
                    ×
                  </button>
                </li>
              );
            })}
          </Chosen>
        )}
        <Row>
          <span>
            合计 <Score>{store.cost}</Score> 积分
          </span>
          <Button type="button" $primary disabled={!store.canSubmit} onClick={() => void store.submit()}>
            {store.submitting ? '提交中…' : '确认竞猜'}
          </Button>
          {store.chosen.length > 0 && (
            <Button type="button" onClick={store.clear}>
              清空
            </Button>
          )}
        </Row>
        {store.problem && <Message role="alert">{store.problem}</Message>}
        {store.message && (
          <Message role={store.message.tone === 'error' ? 'alert' : 'status'} $tone={store.message.tone}>
            {store.message.text}
          </Message>
        )}
      </Panel>
      <Panel aria-label="本期竞猜">
        <PanelTitle>本期我的竞猜</PanelTitle>
        {check.selections.length ? (
          <GuessTable guesses={check.selections} label="本期我的竞猜" showPeriod={!compact} compact={compact} />
        ) : (
          <Muted>本期尚未竞猜</Muted>
        )}
      </Panel>
      {store.drawn && store.drawn.selections.length > 0 && (
        <Panel aria-label="上期结果">
          <PanelTitle>第 {store.drawn.period} 期结果</PanelTitle>
          <GuessTable guesses={store.drawn.selections} label="上期结果" showPeriod={!compact} compact={compact} />
        </Panel>
      )}
    </Wrap>
  );
});

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: 10px;
`;

const Head = styled.section`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: 8px;
  padding: 10px 12px;
  border-radius: ${theme.radius};
  background: ${theme.color.panel};
  font-size: 14px;
`;

const Closing = styled.div`
  color: ${theme.color.brand};
  font-weight: 600;
`;

const Score = styled.strong`
  color: ${theme.color.brand};
  font-size: 16px;
`;

const Chosen = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: 13px;

  li {
    display: flex;
    align-items: center;
    gap: 4px;
    padding: 3px 4px 3px 8px;
    border: 1px solid ${theme.color.brand};
    border-radius: ${theme.radius};
    background: ${theme.color.brandLight};
  }
  button {
    border: 0;
    background: none;
    color: ${theme.color.brandDark};
    font-size: 15px;
    cursor: pointer;
  }
`;
