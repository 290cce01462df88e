import { observer } from 'mobx-react-lite';
import { useParams } from 'react-router-dom';
import {
  LotteryChooserBar,
  MobileFrameContent,
  MobileFramePage,
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

/** Mobile guess-centre page: the 选择彩种 sheet and the five tabs in one row (the shell's header shows the title). */
export const GuessPageMobile = observer(function GuessPageMobile({ tab, prefix }: GuessPageProps) {
  const { code, id } = useParams();
  useTitleSuffix(GUESS_TITLE_SUFFIX);
  const state = useKindSelection('jingCai', code);
  const lottery = state.selection.status === 'ok' ? state.selection.lottery : undefined;

  return (
    <MobileFramePage data-remote={REMOTE_NAME}>
      <LotteryChooserBar
        groups={guessGroups(state.groups)}
        current={code}
        currentName={lottery?.name}
        basePath={`${prefix}/lotteryhome`}
        subPath={tab.key}
      />
      <TabBar
        compact
        label="竞猜中心"
        active={tab.key}
        tabs={GUESS_TABS.map((t) => ({ key: t.key, label: t.label, to: guessPath(prefix, code, t.key) }))}
      />
      <MobileFrameContent>
        <SelectedLottery state={state} redirectTo={(first) => guessPath(prefix, first, tab.key, id)}>
          {(chosen) => <GuessContent compact tab={tab} lottery={chosen} prefix={prefix} id={id} />}
        </SelectedLottery>
      </MobileFrameContent>
    </MobileFramePage>
  );
});
