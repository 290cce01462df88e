import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import { MethodTabs, PredictionBody, RecentSection, RowsTable, usePredictionPage } from '../jihua';
import { NextPeriod } from '../jihua';
import { Panel } from '../common/styles';
import { ExpertCard } from './ExpertCard';

/**
 * 专家推荐: every expert as a card (its numbers for the next period per position and its rates
 * beside chance) linking to its detail page, then one expert's recent periods with 中 / 错.
 */
export const ExpertView = observer(function ExpertView({
  code,
  prefix,
  compact,
}: {
  code: string;
  prefix: string;
  compact: boolean;
}) {
  const store = usePredictionPage('expert', code);
  return (
    <PredictionBody store={store}>
      {(page) => (
        <>
          <NextPeriod next={page.next} />
          <Cards $compact={compact}>
            {store.pages.map((p) => (
              <ExpertCard key={p.method} page={p} detailPath={`${prefix}/${code}/${p.method}`} />
            ))}
          </Cards>
          <Panel aria-label="专家记录">
            <MethodTabs methods={page.methods} current={page.method} label="选择专家" onSelect={store.selectMethod} />
            <RecentSection
              kind="expert"
              code={code}
              method={page.method}
              recent={page.recent}
              table={(rows) => <RowsTable rows={rows} label="专家推荐记录" compact={compact} />}
            />
          </Panel>
        </>
      )}
    </PredictionBody>
  );
});

const Cards = styled.div<{ $compact: boolean }>`
  display: grid;
  grid-template-columns: ${(p) => (p.$compact ? '1fr' : 'repeat(auto-fill, minmax(300px, 1fr))')};
  gap: 10px;
`;
