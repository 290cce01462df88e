import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useStores } from '@cp/shared/stores';
import { NoData, PageLoading, rem, theme, usePreparedStore, useTitleSuffix } from '@cp/shared/ui';
import { SectionPage as Page, TitleBar } from '../common/PageFrame';
import { ATTRIBUTE_LABELS, ChanglongStore, type AttributeFilter } from './ChanglongStore';
import { CHANGLONG_KEY } from './firstView';

const ATTRIBUTES = Object.keys(ATTRIBUTE_LABELS) as AttributeFilter[];

/** 长龙提醒 (/changltx, /m/changltx): current streaks of every lottery, live, filterable. */
export const ChanglongPage = observer(function ChanglongPage({ mobile }: { mobile: boolean }) {
  const root = useStores();
  // The first view's store comes loaded (firstView.ts): no second request for the list.
  const { store, prepared } = usePreparedStore(CHANGLONG_KEY, () => new ChanglongStore(root));
  useTitleSuffix('长龙提醒 |');
  useEffect(() => {
    if (!prepared) void store.load();
    return store.startLive();
  }, [store, prepared]);
  const trend = mobile ? '/m/lottery/trend' : '/lottery/trend';

  let body;
  if (store.error && !store.loaded) body = <NoData text={`长龙数据加载失败：${store.error}`} />;
  else if (!store.loaded) body = <PageLoading />;
  else if (store.filtered.length === 0) body = <NoData />;
  else
    body = (
      <Table aria-label="长龙提醒" data-testid="changlong-table" $mobile={mobile}>
        <thead>
          <tr>
            <th scope="col">彩种</th>
            {!mobile && <th scope="col">期号</th>}
            <th scope="col">位置</th>
            <th scope="col">长龙</th>
            <th scope="col">连开</th>
            <th scope="col">走势</th>
          </tr>
        </thead>
        <tbody>
          {store.filtered.map((s) => (
            <tr key={`${s.code}:${s.position}:${s.attribute}`}>
              <td>{s.name}</td>
              {!mobile && <td>{s.period}</td>}
              <td>{s.positionLabel}</td>
              <td>
                <Label $tone={/^(大|单|龙)$/.test(s.label) ? 'hot' : 'cold'}>{s.label}</Label>
              </td>
              <td>
                <strong>{s.streak}</strong> 期
              </td>
              <td>
                <Link to={`${trend}/${s.code}`}>走势图</Link>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    );

  return (
    <Page $mobile={mobile} data-testid="changlong-page">
      <Head>
        <h1>长龙提醒</h1>
        <span>连续开出相同结果的期数，开奖后自动更新</span>
      </Head>
      <Filters>
        <label>
          彩种
          <select value={store.code} onChange={(e) => store.setCode(e.target.value)} data-testid="changlong-lottery">
            <option value="all">全部彩种</option>
            {store.lotteries.map((l) => (
              <option key={l.code} value={l.code}>
                {l.name}
              </option>
            ))}
          </select>
        </label>
        <div role="radiogroup" aria-label="属性">
          {ATTRIBUTES.map((a) => (
            <Chip
              key={a}
              type="button"
              role="radio"
              aria-checked={store.attribute === a}
              onClick={() => store.setAttribute(a)}
              data-testid={`changlong-attr-${a}`}
            >
              {ATTRIBUTE_LABELS[a]}
            </Chip>
          ))}
        </div>
      </Filters>
      {body}
    </Page>
  );
});

const Head = styled(TitleBar)`
  gap: 0.8em;
  span {
    font-size: 0.9em;
  }
`;

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.6em 1.2em;
  padding: 0.6em 0.8em;
  background: #fbf8f1;
  border-top: 1px solid ${theme.color.border};
  border-bottom: 1px solid ${theme.color.border};
  label {
    display: inline-flex;
    align-items: center;
    gap: 0.5em;
  }
  select {
    font-size: inherit;
    padding: 0.2em;
  }
  div {
    display: flex;
    gap: 0.4em;
  }
`;

const Chip = styled.button`
  padding: 0.25em 0.9em;
  border: 1px solid ${theme.color.border};
  border-radius: 1em;
  background: #fff;
  font-size: inherit;
  cursor: pointer;
  &[aria-checked='true'] {
    border-color: ${theme.color.brand};
    background: ${theme.color.brand};
    color: #fff;
  }
`;

const Table = styled.table<{ $mobile: boolean }>`
  width: 100%;
  border-collapse: collapse;
  background: #fff;
  th,
  td {
    padding: ${(p) => (p.$mobile ? `${rem(8)} ${rem(4)}` : '8px 10px')};
    border-bottom: 1px solid ${theme.color.border};
    text-align: center;
  }
  thead th {
    background: #f6f1e4;
    color: #5b4a2c;
    font-weight: normal;
  }
  strong {
    color: ${theme.color.brand};
  }
  a {
    color: ${theme.color.link};
  }
`;

const Label = styled.span<{ $tone: 'hot' | 'cold' }>`
  display: inline-block;
  min-width: 1.8em;
  padding: 0.1em 0.3em;
  border-radius: 3px;
  background: ${(p) => (p.$tone === 'hot' ? theme.color.red : theme.color.blue)};
  color: #fff;
`;
