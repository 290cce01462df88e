import { observer } from 'mobx-react-lite';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { LotteryChooserSheet, theme, useKindSelection } from '@cp/shared/ui';
import { REMOTE_NAME } from '../../../remote';
import { TabBar } from '../../frame/TabBar';
import { useTitleSuffix } from '../../frame/useTitleSuffix';
import { SelectedLottery } from '../../lottery/SelectedLottery';
import { GuessContent } from '../GuessContent';
import type { GuessPageProps } from '../GuessRoutes';
import { GUESS_TABS, GUESS_TITLE_SUFFIX, guessPath } from '../guessTabs';

/** Mobile guess-centre page: the 选择彩种 sheet and the five tabs in one row (the shell's header shows the title). */
export const GuessPageMobile = observer(function GuessPageMobile({ tab, prefix }: GuessPageProps) {
  const { code, id } = useParams();
  useTitleSuffix(GUESS_TITLE_SUFFIX);
  const state = useKindSelection('jingCai', code);
  const lottery = state.selection.status === 'ok' ? state.selection.lottery : undefined;

  return (
    <Wrapper data-remote={REMOTE_NAME}>
      <Top>
        <Label>当前彩种</Label>
        <LotteryChooserSheet
          groups={state.groups}
          current={code}
          currentName={lottery?.name}
          basePath={`${prefix}/lotteryhome`}
          subPath={tab.key}
        />
      </Top>
      <TabBar
        compact
        label="竞猜中心"
        active={tab.key}
        tabs={GUESS_TABS.map((t) => ({ key: t.key, label: t.label, to: guessPath(prefix, code, t.key) }))}
      />
      <Content>
        <SelectedLottery state={state} redirectTo={(first) => guessPath(prefix, first, tab.key, id)}>
          {(chosen) => <GuessContent compact tab={tab} lottery={chosen} />}
        </SelectedLottery>
      </Content>
    </Wrapper>
  );
});

const Wrapper = styled.div`
  color: ${theme.color.text};
  font-family: ${theme.font.family};
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  padding: 10px 12px;
  background: ${theme.color.panel};
`;

const Label = styled.span`
  font-size: 14px;
  color: ${theme.color.textMuted};
`;

const Content = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding: 12px;
`;
