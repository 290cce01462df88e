import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { PageLoading, rem, theme, useTitleSuffix } from '@cp/shared/ui';
import { useStores } from '@cp/shared/stores';
import { AllLotteriesPopup } from './AllLotteriesPopup';
import { useLotteryCategories } from './useLotteryCategories';

interface Props {
  mobile: boolean;
  /** Each lottery links to `${base}/${code}`. */
  base: string;
  title: string;
  titleSuffix: string;
  testId: string;
}

/**
 * A lottery index: every lottery by category and series, each linking to `${base}/{code}` — the
 * trend index (/lottery/trend, /m/lottery/trend, with the mobile all-lotteries popup) and the
 * history index (/lottery/history).
 */
export const LotteryIndexPage = observer(function LotteryIndexPage({
  mobile,
  base,
  title,
  titleSuffix,
  testId,
}: Props) {
  const { lotteries } = useStores();
  const categories = useLotteryCategories();
  const [open, setOpen] = useState(false);
  useTitleSuffix(titleSuffix);
  useEffect(() => {
    void lotteries.loadPublic();
  }, [lotteries]);
  if (!lotteries.loaded) return <PageLoading />;
  return (
    <Wrapper $mobile={mobile} data-testid={testId}>
      <Head>
        <h1>{title}</h1>
        {mobile && (
          <Open type="button" onClick={() => setOpen(true)} data-testid="trend-all-lotteries-open">
            全部彩种
          </Open>
        )}
      </Head>
      {categories.map((c) => (
        <Category key={c.category} aria-labelledby={`cat-${c.category}`}>
          <h2 id={`cat-${c.category}`}>{c.label}</h2>
          {c.groups.map((g) => (
            <Series key={g.series}>
              <h3>{g.label}</h3>
              <ul>
                {g.list.map((l) => (
                  <li key={l.code}>
                    <Link to={`${base}/${l.code}`}>{l.name}</Link>
                  </li>
                ))}
              </ul>
            </Series>
          ))}
        </Category>
      ))}
      {mobile && <AllLotteriesPopup open={open} onClose={() => setOpen(false)} base={base} />}
    </Wrapper>
  );
});

const Wrapper = styled.div<{ $mobile: boolean }>`
  padding: ${(p) => (p.$mobile ? rem(10) : '16px 0')};
  font-family: ${theme.font.family};
  font-size: ${(p) => (p.$mobile ? rem(13) : '14px')};
  color: ${theme.color.text};
  ul {
    display: grid;
    grid-template-columns: repeat(${(p) => (p.$mobile ? 3 : 6)}, 1fr);
    gap: ${(p) => (p.$mobile ? rem(6) : '8px')};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li a {
    display: block;
    padding: ${(p) => (p.$mobile ? `${rem(8)} 0` : '8px 0')};
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius};
    background: #fff;
    color: ${theme.color.text};
    text-align: center;
    text-decoration: none;
  }
  li a:hover {
    border-color: ${theme.color.brand};
    color: ${theme.color.brand};
  }
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  h1 {
    margin: 0 0 0.6em;
    font-size: 1.5em;
    color: ${theme.color.brand};
  }
`;

const Open = styled.button`
  padding: 0.3em 0.8em;
  border: 1px solid ${theme.color.brand};
  border-radius: ${theme.radius};
  background: #fff;
  color: ${theme.color.brand};
  font-size: inherit;
`;

const Category = styled.section`
  margin-bottom: 1.2em;
  padding: 0.8em;
  background: ${theme.color.panel};
  border: 1px solid ${theme.color.border};
  h2 {
    margin: 0 0 0.5em;
    padding-left: 0.5em;
    border-left: 3px solid ${theme.color.brand};
    font-size: 1.15em;
  }
`;

const Series = styled.div`
  margin-bottom: 0.6em;
  h3 {
    margin: 0 0 0.4em;
    font-size: 0.95em;
    font-weight: normal;
    color: ${theme.color.textMuted};
  }
`;
