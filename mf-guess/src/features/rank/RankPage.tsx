import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { PublicLottery, RankingRowDto } from '@cp/shared/domain';
import { NoData, PageLoading, theme } from '@cp/shared/ui';
import { useGuessApi } from '../../api';
import { Failure } from '../common/Failure';
import { percent, signed } from '../common/format';
import { Filters, Muted, Panel, Table, TableScroll } from '../common/styles';
import { guessPath } from '../common/paths';
import { RankStore } from './RankStore';

/** 排行榜: 胜率榜 / 盈利榜 of a Beijing week, this lottery or all; the member's own place pinned below. */
export const RankPage = observer(function RankPage({
  lottery,
  prefix,
  member,
}: {
  lottery: PublicLottery;
  prefix: string;
  /** A member is logged in (their own place shows). */
  member: boolean;
}) {
  const api = useGuessApi();
  const [store] = useState(() => new RankStore(lottery.code, { api, member }));
  useEffect(() => {
    void store.load();
  }, [store]);
  const page = store.page;
  const link = (row: RankingRowDto) => guessPath(prefix, lottery.code, 'userInfo', String(row.memberId));

  return (
    <Panel aria-label="排行榜">
      <Switch role="group" aria-label="排行榜类型">
        {(['wins', 'profits'] as const).map((kind) => (
          <button key={kind} type="button" aria-pressed={store.kind === kind} onClick={() => void store.setKind(kind)}>
            {kind === 'wins' ? '胜率榜' : '盈利榜'}
          </button>
        ))}
      </Switch>
      <Filters onSubmit={(e) => e.preventDefault()}>
        <label>
          周次
          <select
            aria-label="周次"
            value={store.week || page?.week.key || ''}
            onChange={(e) => void store.setWeek(e.target.value)}
          >
            {(page?.weeks ?? []).map((w) => (
              <option key={w.key} value={w.key}>
                {w.label}
              </option>
            ))}
          </select>
        </label>
        <label>
          <input
            type="checkbox"
            checked={store.allLotteries}
            onChange={(e) => void store.setAllLotteries(e.target.checked)}
          />
          全部彩种
        </label>
      </Filters>
      <Muted>
        每周一 00:00 至周日 24:00（北京时间）统计，本周竞猜满 {page?.minGuesses ?? 4} 次才能上榜；
        {store.kind === 'wins'
          ? '胜率 = 猜中 ÷（猜中 + 未中），同胜率按猜中次数、先达到者排名。'
          : '盈利 = 派发积分 − 投入积分（已开奖的竞猜）。'}
      </Muted>
      {store.error && !page ? (
        <Failure message={store.error} retry={() => void store.load()} />
      ) : !page ? (
        <PageLoading text="排行榜加载中…" />
      ) : page.list.length === 0 ? (
        <NoData text={`本周暂无上榜会员（每周至少竞猜 ${page.minGuesses} 次才能上榜）`} />
      ) : (
        <TableScroll>
          <Table aria-label={store.kind === 'wins' ? '胜率榜' : '盈利榜'}>
            <thead>
              <tr>
                <th>排名</th>
                <th>会员</th>
                <th>竞猜</th>
                <th>猜中</th>
                <th>胜率</th>
                <th>盈利</th>
              </tr>
            </thead>
            <tbody>
              {page.list.map((row) => (
                <RankRow key={row.memberId} row={row} to={link(row)} mine={row.memberId === page.me?.memberId} />
              ))}
              {store.ownRowBelow && (
                <>
                  <tr aria-hidden="true">
                    <td colSpan={6}>…</td>
                  </tr>
                  <RankRow row={store.ownRowBelow} to={link(store.ownRowBelow)} mine />
                </>
              )}
            </tbody>
          </Table>
        </TableScroll>
      )}
      {store.ownStanding === 'unranked' && (
        <Muted>您在所选周尚未上榜（每周竞猜满 {page?.minGuesses ?? 4} 次即可上榜）。</Muted>
      )}
      {store.ownStanding === 'guest' && <Muted>登录后可查看自己的排名。</Muted>}
    </Panel>
  );
});

function RankRow({ row, to, mine }: { row: RankingRowDto; to: string; mine: boolean }) {
  return (
    <Tr $mine={mine} data-mine={mine || undefined}>
      <td>{row.rank}</td>
      <td>
        <MemberLink to={to}>
          {row.avatarURL ? (
            <img src={row.avatarURL} alt="" width={22} height={22} />
          ) : (
            <Initial aria-hidden="true">{row.nickname.slice(0, 1)}</Initial>
          )}
          {row.nickname}
        </MemberLink>
      </td>
      <td>{row.guesses}</td>
      <td>{row.wins}</td>
      <td>{percent(row.winRate)}</td>
      <td>{signed(row.profit)}</td>
    </Tr>
  );
}

const Tr = styled.tr<{ $mine: boolean }>`
  background: ${(p) => (p.$mine ? theme.color.brandLight : 'transparent')};
`;

const MemberLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  color: ${theme.color.link};
  text-decoration: none;

  img {
    border-radius: 50%;
  }
`;

const Initial = styled.span`
  display: inline-flex;
  width: 22px;
  height: 22px;
  align-items: center;
  justify-content: center;
  border-radius: 50%;
  background: ${theme.color.brandLight};
  color: ${theme.color.brandDark};
  font-size: 12px;
`;

const Switch = styled.div`
  display: flex;

  button {
    flex: 1;
    min-height: 34px;
    border: 1px solid ${theme.color.brand};
    background: #fff;
    color: ${theme.color.brand};
    font-size: 14px;
    cursor: pointer;
  }
  button:first-child {
    border-radius: ${theme.radius} 0 0 ${theme.radius};
  }
  button:last-child {
    border-radius: 0 ${theme.radius} ${theme.radius} 0;
  }
  button[aria-pressed='true'] {
    background: ${theme.color.brand};
    color: #fff;
  }
`;
