import { useParams } from 'react-router-dom';
import { useKindSelection, useTitleSuffix } from '@cp/shared/ui';
import type { PlanTab } from './planTabs';

/**
 * What a prediction page (desktop or mobile) starts from: the code and detail of the URL, the
 * tab's title suffix set, the 选择彩种 groups of the tab's kind and the chosen lottery, if valid.
 */
export function usePlanPage(tab: PlanTab) {
  const { code, detail } = useParams();
  useTitleSuffix(tab.titleSuffix);
  const state = useKindSelection(tab.kind, code);
  const lottery = state.selection.status === 'ok' ? state.selection.lottery : undefined;
  return { code, detail, state, lottery };
}
