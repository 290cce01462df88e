import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import { POINTS_KIND_LIST, POINTS_KINDS } from '@cp/shared/domain';
import { useStores } from '@cp/shared/stores';
import { NoData, Notice, PageLoading, theme } from '@cp/shared/ui';
import { useMemberApis } from '../../api';
import { PointsStore } from './PointsStore';

const time = (iso: string) => iso.slice(0, 16).replace('T', ' ');

/** My points (desktop /member/integral, mobile /m/member/integral): balance, sign-in, filtered history. */
export const PointsPanel = observer(function PointsPanel({ store: given }: { store?: PointsStore }) {
  const root = useStores();
  const apis = useMemberApis();
  const [store] = useState(() => given ?? new PointsStore(root, { api: apis.points }));
  useEffect(() => {
    void store.load();
  }, [store]);
  const handleSearch = (e: FormEvent) => {
    e.preventDefault();
    void store.search();
  };
  return (
    <Wrapper>
      <Summary>
        <div>
          当前积分 <Score data-testid="points-score">{store.score ?? '—'}</Score>
        </div>
        <SignIn type="button" onClick={() => void store.signIn()} disabled={store.signing || store.signedInToday}>
          {store.signedInToday ? '今日已签到' : store.signing ? '签到中…' : '签到领 100 积分'}
        </SignIn>
      </Summary>
      {store.signInMessage && <Message role="status">{store.signInMessage}</Message>}
      <Filters onSubmit={handleSearch} aria-label="筛选积分记录">
        <label>
          开始日期
          <input type="date" value={store.from} onChange={(e) => store.setFrom(e.target.value)} />
        </label>
        <label>
          结束日期
          <input type="date" value={store.to} onChange={(e) => store.setTo(e.target.value)} />
        </label>
        <label>
          类型
          <select value={store.kind} onChange={(e) => store.setKind(e.target.value)}>
            <option value="">全部</option>
            {POINTS_KIND_LIST.map((kind) => (
              <option key={kind} value={kind}>
                {POINTS_KINDS[kind].label}
              </option>
            ))}
          </select>
        </label>
        <button type="submit">查询</button>
      </Filters>
      {store.filterError && <Message role="alert">{store.filterError}</Message>}
      <History store={store} />
    </Wrapper>
  );
});

const History = observer(function History({ store }: { store: PointsStore }) {
  if (store.error)
    return (
      <Notice
        tone="error"
        title={store.error}
        action={
          <button type="button" onClick={() => void store.request.retry()}>
            重试
          </button>
        }
      />
    );
  if (!store.loaded) return <PageLoading text="积分记录加载中…" />;
  if (store.list.length === 0) return <NoData text="暂无积分记录" />;
  return (
    <>
      <Table aria-label="积分记录">
        <thead>
          <tr>
            <th>时间</th>
            <th>类型</th>
            <th>积分变动</th>
            <th>余额</th>
          </tr>
        </thead>
        <tbody>
          {store.list.map((entry) => (
            <tr key={entry.id}>
              <td>{time(entry.time)}</td>
              <td>{entry.label}</td>
              <Delta $plus={entry.delta > 0}>{entry.delta > 0 ? `+${entry.delta}` : entry.delta}</Delta>
              <td>{entry.balanceAfter}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      {store.pages > 1 && (
        <Pager>
          <button type="button" disabled={store.page <= 1} onClick={() => void store.goTo(store.page - 1)}>
            上一页
          </button>
          <span>
            {store.page} / {store.pages}
          </span>
          <button type="button" disabled={store.page >= store.pages} onClick={() => void store.goTo(store.page + 1)}>
            下一页
          </button>
        </Pager>
      )}
    </>
  );
});

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
`;

const Summary = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: 16px;
  border-radius: ${theme.radius};
  background: ${theme.color.panel};
  font-size: 15px;
`;

const Score = styled.strong`
  margin-left: 6px;
  font-size: 24px;
  color: ${theme.color.brand};
`;

const SignIn = styled.button`
  padding: 8px 16px;
  border: 0;
  border-radius: 18px;
  background: ${theme.color.brand};
  color: #fff;
  font-size: 14px;
  cursor: pointer;
  &:disabled {
    background: #bbb;
    cursor: default;
  }
`;

const Message = styled.p`
  margin: 0;
  font-size: 14px;
  color: ${theme.color.brand};
`;

const Filters = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 10px;
  font-size: 13px;
  label {
    display: flex;
    flex-direction: column;
    gap: 4px;
  }
  input,
  select,
  button {
    height: 34px;
    padding: 0 10px;
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius};
    background: #fff;
    color: ${theme.color.text};
    font: inherit;
    font-size: 14px;
  }
  input {
    min-width: 140px;
  }
  button {
    padding: 0 18px;
    border-color: ${theme.color.brand};
    background: ${theme.color.brand};
    color: #fff;
    cursor: pointer;
  }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  background: ${theme.color.panel};
  font-size: 14px;
  th,
  td {
    padding: 8px;
    border-bottom: 1px solid ${theme.color.border};
    text-align: left;
  }
`;

const Delta = styled.td<{ $plus: boolean }>`
  color: ${(p) => (p.$plus ? theme.color.brand : '#2a8a2a')};
`;

const Pager = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 12px;
`;
