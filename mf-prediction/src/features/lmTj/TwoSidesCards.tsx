import styled from 'styled-components';
import type { JihuaPage } from '@cp/shared/domain';
import { theme } from '@cp/shared/ui';
import { HitMark } from '../common/HitMark';
import { RateText } from '../common/RateText';
import { Numbers, QUIET_COLOR } from '../common/styles';

/** Marks a card shows: the item's last ten scored periods. */
const LAST = 10;

/** A phone's 两面推荐: one card per item with the next pick, the last ten 中 / 错 and the 100-period rate. */
export function TwoSidesCards({ page }: { page: JihuaPage }) {
  return (
    <List aria-label="下期两面推荐">
      {page.items.map((item) => {
        const pick = page.next?.cells.find((c) => c.key === item.key)?.pick;
        const marks = page.recent.slice(0, LAST).map((r) => r.cells.find((c) => c.key === item.key));
        return (
          <Card key={item.key} data-testid="two-sides-card">
            <Head>
              <span>{item.label}</span>
              <Numbers aria-label="下期推荐">{pick ?? '—'}</Numbers>
            </Head>
            <Marks aria-label={`近${marks.length}期（新→旧）`}>
              {marks.map((c, i) => (
                <HitMark key={i} hit={c?.hit} />
              ))}
            </Marks>
            <RateText label="近100期" rate={item.rates.last100} />
          </Card>
        );
      })}
    </List>
  );
}

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 6px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Card = styled.li`
  display: flex;
  flex-direction: column;
  gap: 3px;
  padding: 8px 10px;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
`;

const Head = styled.div`
  display: flex;
  justify-content: space-between;
  font-size: 14px;
  font-weight: 600;
`;

const Marks = styled.div`
  display: flex;
  gap: 2px;
  font-size: 13px;
  color: ${QUIET_COLOR};
`;
