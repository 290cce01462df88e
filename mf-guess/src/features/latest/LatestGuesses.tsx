import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import type { MemberGuessDto } from '@cp/shared/domain';
import { NoData } from '@cp/shared/ui';
import { useGuessApi } from '../../api';
import { Failure } from '../common/Failure';
import { statusText } from '../common/format';
import { guessPath } from '../common/paths';
import { useNewDraw } from '@cp/shared/ui';
import { Muted, Panel, PanelTitle, Table, TableScroll, Win } from '../common/styles';
import { LatestStore } from './LatestStore';

/** 最新竞猜: the newest settled guesses of a lottery (and a member's followed open ones), live. */
export const LatestGuesses = observer(function LatestGuesses({ code, prefix }: { code: string; prefix: string }) {
  const api = useGuessApi();
  const [store] = useState(() => new LatestStore(code, { api }));
  useEffect(() => {
    void store.load();
  }, [store]);
  // A new draw settles guesses: list them (the settlement follows the draw within moments).
  useNewDraw(code, () => setTimeout(() => void store.load(), 1500));

  const rows = (list: MemberGuessDto[], label: string) => (
    <TableScroll>
      <Table aria-label={label}>
        <thead>
          <tr>
            <th>会员</th>
            <th>期号</th>
            <th>竞猜</th>
            <th>开奖</th>
            <th>结果</th>
          </tr>
        </thead>
        <tbody>
          {list.map((g) => (
            <tr key={g.id}>
              <td>
                <Link to={guessPath(prefix, code, 'userInfo', String(g.memberId))}>{g.nickname}</Link>
              </td>
              <td>{g.period}</td>
              <td>
                {g.positionLabel} {g.playLabel} {g.pickLabel}
              </td>
              <td>{g.result ?? '—'}</td>
              <td>
                <Win $tone={g.status}>{statusText(g)}</Win>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableScroll>
  );

  return (
    <Panel aria-label="最新竞猜">
      <PanelTitle>最新竞猜</PanelTitle>
      {store.error && !store.list ? (
        <Failure message={store.error} retry={() => void store.load()} />
      ) : !store.list ? (
        <Muted>加载中…</Muted>
      ) : store.list.length === 0 ? (
        <NoData text="暂无竞猜" />
      ) : (
        <>
          {store.open.length > 0 && rows(store.open, '我订阅的会员待开奖的竞猜')}
          {store.settled.length > 0 && rows(store.settled, '最新开奖的竞猜')}
        </>
      )}
    </Panel>
  );
});
