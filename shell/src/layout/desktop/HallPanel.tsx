import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import { useStores } from '@cp/shared/stores';
import { PageLoading, theme } from '@cp/shared/ui';
import { usePlatform } from '../../platform';
import { MenuGroups } from './MenuGroups';
import { hallMenu } from './menuModel';

/** 彩票大厅 dropdown: lotteries by category (极速 / 高频 / 地方 / 全国) and series, each to its trend page. */
export const HallPanel = observer(function HallPanel() {
  const { lotteries } = useStores();
  const platform = usePlatform();
  if (!lotteries.loaded) return <PageLoading />;
  return (
    <Columns data-testid="hall-menu">
      {hallMenu(lotteries.list, (code) => platform.link('trend', 'desktop', { code })).map((col) => (
        <Column key={col.category}>
          <Heading>{col.label}</Heading>
          <MenuGroups groups={col.groups} />
        </Column>
      ))}
    </Columns>
  );
});

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(4, 1fr);
  gap: 0;
`;

const Column = styled.div`
  padding: 4px 18px 8px;
  border-left: 1px solid #f0f0f0;
  &:first-child {
    border-left: 0;
  }
`;

const Heading = styled.h3`
  margin: 6px 0 4px;
  padding-bottom: 6px;
  border-bottom: 2px solid ${theme.color.brand};
  color: ${theme.color.brand};
  font-size: 15px;
`;
