import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Popup, rem, theme } from '@cp/shared/ui';
import { useLotteryCategories } from './useLotteryCategories';

interface Props {
  open: boolean;
  onClose: () => void;
  /** Each lottery links to `${base}/${code}`. */
  base: string;
  current?: string;
}

/** The mobile all-lotteries popup of the trend pages: every lottery by category and series. */
export const AllLotteriesPopup = observer(function AllLotteriesPopup({ open, onClose, base, current }: Props) {
  const categories = useLotteryCategories();
  return (
    <Popup open={open} onClose={onClose} title="全部彩种" fullWidth bodyMaxHeight="70vh" testId="trend-all-lotteries">
      {categories.map((c) => (
        <section key={c.category} aria-label={c.label}>
          <Category>{c.label}</Category>
          {c.groups.map((g) => (
            <Group key={g.series}>
              <Series>{g.label}</Series>
              <List>
                {g.list.map((l) => (
                  <li key={l.code}>
                    <Item
                      to={`${base}/${l.code}`}
                      onClick={onClose}
                      aria-current={l.code === current ? 'page' : undefined}
                    >
                      {l.name}
                    </Item>
                  </li>
                ))}
              </List>
            </Group>
          ))}
        </section>
      ))}
    </Popup>
  );
});

const Category = styled.h3`
  margin: ${rem(8)} 0 ${rem(4)};
  font-size: ${rem(15)};
  color: ${theme.color.brand};
`;

const Group = styled.div`
  margin-bottom: ${rem(8)};
`;

const Series = styled.h4`
  margin: 0 0 ${rem(4)};
  font-size: ${rem(12)};
  font-weight: normal;
  color: ${theme.color.textMuted};
`;

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${rem(6)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled(Link)`
  display: block;
  padding: ${rem(7)} 0;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  color: ${theme.color.text};
  font-size: ${rem(13)};
  text-align: center;
  text-decoration: none;
  &[aria-current='page'] {
    border-color: ${theme.color.brand};
    color: ${theme.color.brand};
    background: ${theme.color.brandLight};
  }
`;
