import styled from 'styled-components';
import type { PublicDraw } from '@cp/shared/api';
import type { Family } from '@cp/shared/domain';
import { DrawBalls, rem, theme } from '@cp/shared/ui';
import { detailText, historyColumns } from '../model/columns';
import { DetailValue } from './DetailValue';
import { drawTimeText } from './HistoryTable';

interface Props {
  group: Family;
  list: readonly PublicDraw[];
  /** 'list': period and balls; 'detail': every rule detail under each draw. */
  mode: 'list' | 'detail';
}

/** Mobile history: the history list, or the detailed history with the family's rule details. */
export function HistoryCards({ group, list, mode }: Props) {
  const columns = mode === 'detail' ? historyColumns(group) : [];
  return (
    <List aria-label={mode === 'detail' ? '详细历史' : '历史开奖'} data-testid={`history-${mode}`}>
      {list.map((d) => (
        <li key={d.period}>
          <Head>
            <strong>第 {d.period} 期</strong>
            <span>{drawTimeText(d.drawTime)}</span>
          </Head>
          <DrawBalls group={group} draw={d} size={rem(24)} summary={mode === 'list'} />
          {columns.length > 0 && (
            <Details>
              {columns.map((c) => (
                <div key={c.key}>
                  <dt>{c.label}</dt>
                  <dd>
                    <DetailValue value={detailText(d.ruleDetail, c.key)} />
                  </dd>
                </div>
              ))}
            </Details>
          )}
        </li>
      ))}
    </List>
  );
}

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: ${rem(10)};
    border-bottom: 1px solid ${theme.color.border};
    background: #fff;
  }
  .vals {
    display: inline-flex;
    flex-wrap: wrap;
    gap: ${rem(3)};
  }
  .v.hot {
    color: ${theme.color.red};
  }
  .v.cold {
    color: ${theme.color.blue};
  }
  .v.tie {
    color: ${theme.color.green};
  }
`;

const Head = styled.div`
  display: flex;
  justify-content: space-between;
  margin-bottom: ${rem(6)};
  font-size: ${rem(13)};
  span {
    color: ${theme.color.textMuted};
  }
`;

const Details = styled.dl`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${rem(4)} ${rem(10)};
  margin: ${rem(8)} 0 0;
  font-size: ${rem(12)};
  div {
    display: flex;
    gap: ${rem(6)};
  }
  dt {
    flex: none;
    color: ${theme.color.textMuted};
  }
  dd {
    margin: 0;
  }
`;
