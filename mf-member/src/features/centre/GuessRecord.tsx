import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { GuessStats } from '@cp/shared/domain';
import { NoData, Notice, PageLoading, theme } from '@cp/shared/ui';
import { useMemberApis } from '../../api';
import { GuessRecordStore } from './GuessRecordStore';

const rate = (s: GuessStats) => `${(s.winRate * 100).toFixed(1).replace(/\.0$/, '')}%`;
const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

/**
 * The member's guess record (我的竞猜) from the guess centre: per lottery and play, the chosen
 * week and all time (guesses, wins, rate, profit), with a link to the guess centre's own list.
 */
export const GuessRecord = observer(function GuessRecord({ guessHome }: { guessHome: string }) {
  const { guess } = useMemberApis();
  const [store] = useState(() => new GuessRecordStore({ api: guess }));
  useEffect(() => {
    void store.load();
  }, [store]);
  const report = store.report;
  if (store.error && !report)
    return (
      <Notice
        tone="error"
        title={store.error}
        action={
          <button type="button" onClick={() => void store.load()}>
            重试
          </button>
        }
      />
    );
  if (!report) return <PageLoading text="竞猜记录加载中…" />;
  return (
    <Wrapper>
      <Head>
        <label>
          周次
          <select value={store.week || report.week.key} onChange={(e) => void store.setWeek(e.target.value)}>
            {report.weeks.map((w) => (
              <option key={w.key} value={w.key}>
                {w.label}
              </option>
            ))}
          </select>
        </label>
        <Link to={`${guessHome}/mylotterybet`}>查看全部竞猜 ›</Link>
      </Head>
      {report.rows.length === 0 ? (
        <NoData text="暂无竞猜记录">
          到 <Link to={`${guessHome}/newlotterybet`}>竞猜中心</Link> 发起竞猜，记录会显示在这里
        </NoData>
      ) : (
        <Scroll>
          <Table aria-label="竞猜报表">
            <thead>
              <tr>
                <th rowSpan={2}>彩种</th>
                <th rowSpan={2}>玩法</th>
                <th colSpan={4}>所选周</th>
                <th colSpan={4}>全部</th>
              </tr>
              <tr>
                {['竞猜', '猜中', '胜率', '盈利', '竞猜', '猜中', '胜率', '盈利'].map((h, i) => (
                  <th key={i}>{h}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {report.rows.map((r) => (
                <tr key={`${r.lotteryCode}:${r.play}`}>
                  <td>{r.lotteryName}</td>
                  <td>{r.playLabel}</td>
                  <Cells s={r.week} />
                  <Cells s={r.allTime} />
                </tr>
              ))}
              <tr>
                <th colSpan={2}>合计</th>
                <Cells s={report.totals.week} />
                <Cells s={report.totals.allTime} />
              </tr>
            </tbody>
          </Table>
        </Scroll>
      )}
    </Wrapper>
  );
});

function Cells({ s }: { s: GuessStats }) {
  return (
    <>
      <td>{s.guesses}</td>
      <td>{s.wins}</td>
      <td>{rate(s)}</td>
      <td>{signed(s.profit)}</td>
    </>
  );
}

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: 10px;
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: 8px;
  font-size: 13px;

  select {
    margin-left: 6px;
    min-height: 30px;
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius};
  }
  a {
    color: ${theme.color.link};
  }
`;

const Scroll = styled.div`
  overflow-x: auto;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 13px;
  background: ${theme.color.panel};

  th,
  td {
    padding: 6px;
    border: 1px solid ${theme.color.border};
    text-align: center;
    white-space: nowrap;
  }
  th {
    background: ${theme.color.bg};
    font-weight: 600;
  }
`;
