import { observer } from 'mobx-react-lite';
import { useParams } from 'react-router-dom';
import {
  Breadcrumb,
  FrameColumns,
  FrameHeading,
  FrameMain,
  FramePage,
  FrameSide,
  LotteryChooser,
  SelectedLottery,
  TabBar,
  useKindSelection,
  useTitleSuffix,
} from '@cp/shared/ui';
import { REMOTE_NAME } from '../../../remote';
import { GuessContent } from '../GuessContent';
import { guessGroups } from '../guessGroups';
import type { GuessPageProps } from '../GuessRoutes';
import { GUESS_TABS, GUESS_TITLE_SUFFIX, guessPath } from '../guessTabs';

/** Desktop guess-centre page: breadcrumb, heading, the five tabs and the 选择彩种 panel. */
export const GuessPage = observer(function GuessPage({ tab, prefix }: GuessPageProps) {
  const { code, id } = useParams();
  useTitleSuffix(GUESS_TITLE_SUFFIX);
  const state = useKindSelection('jingCai', code);
  const home = guessPath(prefix, code, 'rank');

  return (
    <FramePage data-remote={REMOTE_NAME}>
      <Breadcrumb
        items={[
          { label: '首页', to: '/' },
          { label: '竞猜中心', to: tab.key === 'rank' ? undefined : home },
          ...(tab.key === 'rank' ? [] : [{ label: tab.label }]),
        ]}
      />
      <FrameColumns>
        <FrameSide>
          <LotteryChooser
            groups={guessGroups(state.groups)}
            current={code}
            basePath={`${prefix}/lotteryhome`}
            subPath={tab.key}
          />
        </FrameSide>
        <FrameMain>
          <FrameHeading>竞猜中心</FrameHeading>
          <TabBar
            label="竞猜中心"
            active={tab.key}
            tabs={GUESS_TABS.map((t) => ({ key: t.key, label: t.label, to: guessPath(prefix, code, t.key) }))}
          />
          <SelectedLottery state={state} redirectTo={(first) => guessPath(prefix, first, tab.key, id)}>
            {(lottery) => <GuessContent tab={tab} lottery={lottery} prefix={prefix} id={id} />}
          </SelectedLottery>
        </FrameMain>
      </FrameColumns>
    </FramePage>
  );
});
