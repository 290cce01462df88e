import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import type { GuessStats } from '@cp/shared/domain';
import { NoData, PageLoading, theme } from '@cp/shared/ui';
import { useGuessApi } from '../../api';
import { Failure } from '../common/Failure';
import { GuessTable } from '../common/GuessTable';
import { PageNav } from '../common/PageNav';
import { percent, signed } from '../common/format';
import { Button, Message, Muted, Panel, PanelTitle, Row, Table } from '../common/styles';
import { UserInfoStore } from './UserInfoStore';

/** 会员主页: nickname, avatar, fans, subscribe, this week's and all-time record, the guesses (open ones for subscribers). */
export const UserInfoPage = observer(function UserInfoPage({
  memberId,
  viewer,
  compact = false,
}: {
  memberId: number;
  viewer: number | null;
  compact?: boolean;
}) {
  const api = useGuessApi();
  const [store] = useState(() => new UserInfoStore(memberId, viewer, { api }));
  useEffect(() => {
    void store.load();
  }, [store]);

  if (store.error && !store.stats) return <Failure message={store.error} retry={() => void store.load()} />;
  if (!store.stats) return <PageLoading text="会员资料加载中…" />;
  const { member, week, allTime } = store.stats;
  const history = store.history;
  return (
    <>
      <Panel aria-label="会员资料">
        <Row>
          {member.avatarURL ? (
            <Avatar src={member.avatarURL} alt={`${member.nickname}的头像`} />
          ) : (
            <Initial aria-hidden="true">{member.nickname.slice(0, 1)}</Initial>
          )}
          <div>
            <PanelTitle data-testid="member-nickname">{member.nickname}</PanelTitle>
            <Muted>
              粉丝 <b data-testid="fans-count">{member.fansCount}</b>
            </Muted>
          </div>
          {store.canSubscribe && (
            <Button
              type="button"
              $primary={!member.subscribed}
              disabled={store.toggling}
              onClick={() => void store.toggleSubscription()}
            >
              {member.subscribed ? '取消订阅' : '订阅'}
            </Button>
          )}
        </Row>
        {member.intro && <Muted>{member.intro}</Muted>}
        {store.message && <Message role="alert">{store.message}</Message>}
      </Panel>
      <Panel aria-label="竞猜战绩">
        <PanelTitle>竞猜战绩</PanelTitle>
        <Table aria-label="战绩">
          <thead>
            <tr>
              <th></th>
              <th>竞猜</th>
              <th>猜中</th>
              <th>胜率</th>
              <th>盈利</th>
              <th>当前连中</th>
              <th>最长连中</th>
            </tr>
          </thead>
          <tbody>
            <StatsRow label="本周" stats={week} />
            <StatsRow label="全部" stats={allTime} />
          </tbody>
        </Table>
      </Panel>
      <Panel aria-label="竞猜记录">
        <PanelTitle>竞猜记录</PanelTitle>
        {!history?.includesOpen && <Muted>待开奖的竞猜仅对订阅者可见。</Muted>}
        {!history ? (
          <PageLoading text="竞猜记录加载中…" />
        ) : history.list.length === 0 ? (
          <NoData text="暂无竞猜记录" />
        ) : (
          <>
            <GuessTable guesses={history.list} label="会员竞猜记录" showLottery showTime compact={compact} />
            <PageNav page={history.page} pages={store.pages} goTo={(page) => void store.goTo(page)} />
          </>
        )}
      </Panel>
    </>
  );
});

function StatsRow({ label, stats }: { label: string; stats: GuessStats }) {
  return (
    <tr>
      <th scope="row">{label}</th>
      <td>{stats.guesses}</td>
      <td>{stats.wins}</td>
      <td>{percent(stats.winRate)}</td>
      <td>{signed(stats.profit)}</td>
      <td>{stats.currentStreak}</td>
      <td>{stats.longestStreak}</td>
    </tr>
  );
}

const Avatar = styled.img`
  width: 48px;
  height: 48px;
  border-radius: 50%;
`;

const Initial = styled.span`
  display: inline-flex;
  width: 48px;
  height: 48px;
  align-items: center;
  justify-content: center;
  border-radius: 50%;
  background: ${theme.color.brandLight};
  color: ${theme.color.brandDark};
  font-size: 20px;
`;
