import { observer } from 'mobx-react-lite';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { LotteryChooser, theme, useKindSelection } from '@cp/shared/ui';
import { REMOTE_NAME } from '../../../remote';
import { Breadcrumb } from '../../frame/Breadcrumb';
import { TabBar } from '../../frame/TabBar';
import { useTitleSuffix } from '../../frame/useTitleSuffix';
import { SelectedLottery } from '../../lottery/SelectedLottery';
import { GuessContent } from '../GuessContent';
import type { GuessPageProps } from '../GuessRoutes';
import { GUESS_TABS, GUESS_TITLE_SUFFIX, guessPath } from '../guessTabs';

/** Desktop guess-centre page: breadcrumb, heading, the five tabs and the 选择彩种 panel. */
export const GuessPage = observer(function GuessPage({ tab, prefix }: GuessPageProps) {
  const { code, id } = useParams();
  useTitleSuffix(GUESS_TITLE_SUFFIX);
  const state = useKindSelection('jingCai', code);
  const home = guessPath(prefix, code, 'rank');

  return (
    <Wrapper data-remote={REMOTE_NAME}>
      <Breadcrumb
        items={[
          { label: '首页', to: '/' },
          { label: '竞猜中心', to: tab.key === 'rank' ? undefined : home },
          ...(tab.key === 'rank' ? [] : [{ label: tab.label }]),
        ]}
      />
      <Body>
        <Side>
          <LotteryChooser groups={state.groups} current={code} basePath={`${prefix}/lotteryhome`} subPath={tab.key} />
        </Side>
        <Main>
          <Heading>竞猜中心</Heading>
          <TabBar
            label="竞猜中心"
            active={tab.key}
            tabs={GUESS_TABS.map((t) => ({ key: t.key, label: t.label, to: guessPath(prefix, code, t.key) }))}
          />
          <SelectedLottery state={state} redirectTo={(first) => guessPath(prefix, first, tab.key, id)}>
            {(lottery) => <GuessContent tab={tab} lottery={lottery} />}
          </SelectedLottery>
        </Main>
      </Body>
    </Wrapper>
  );
});

const Wrapper = styled.div`
  max-width: ${theme.desktopWidth};
  margin: 0 auto;
  padding: 0 16px 32px;
  color: ${theme.color.text};
  font-family: ${theme.font.family};
`;

const Body = styled.div`
  display: grid;
  grid-template-columns: 230px minmax(0, 1fr);
  gap: 16px;
  align-items: start;
`;

const Side = styled.aside`
  position: sticky;
  top: 16px;
`;

const Main = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

const Heading = styled.h1`
  margin: 0;
  font-size: 22px;
  font-weight: 600;
`;
