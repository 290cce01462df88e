import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { JihuaPage } from '@cp/shared/domain';
import { theme } from '@cp/shared/ui';
import { RatesLines } from '../common/RateText';
import { Muted, Numbers, QUIET_COLOR } from '../common/styles';

/** One expert: name (to its detail page), how it picks, its next numbers per position and its rates. */
export function ExpertCard({ page, detailPath }: { page: JihuaPage; detailPath: string }) {
  const method = page.methods.find((m) => m.id === page.method);
  const rates = page.summary.find((s) => s.method === page.method)?.rates;
  return (
    <Card aria-labelledby={`expert-${page.method}`} data-testid="expert-card">
      <Title id={`expert-${page.method}`}>
        <Link to={detailPath}>{method?.name ?? page.method}</Link>
      </Title>
      <Muted>{method?.description}</Muted>
      {page.next ? (
        <Picks aria-label={`第 ${page.next.period} 期推荐号码`}>
          {page.next.cells.map((c) => (
            <div key={c.key}>
              <dt>{c.label}</dt>
              <dd>
                <Numbers>{c.pick}</Numbers>
              </dd>
            </div>
          ))}
        </Picks>
      ) : (
        <Muted>尚无下期推荐。</Muted>
      )}
      {rates && <RatesLines rates={rates} />}
      <More to={detailPath}>查看{method?.name ?? ''}历史战绩 ›</More>
    </Card>
  );
}

const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding: 12px;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  background: ${theme.color.panel};
  min-width: 0;
`;

const Title = styled.h3`
  margin: 0;
  font-size: 16px;
  a {
    color: ${theme.color.brandDark};
    text-decoration: none;
  }
`;

const Picks = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: 2px 12px;
  margin: 0;
  font-size: 13px;

  div {
    display: flex;
    gap: 6px;
  }
  dt {
    min-width: 3em;
    color: ${QUIET_COLOR};
  }
  dd {
    margin: 0;
  }
`;

const More = styled(Link)`
  align-self: flex-end;
  font-size: 13px;
  color: ${theme.color.link};
`;
