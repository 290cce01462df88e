import type { PublicLottery } from '@cp/shared/api';
import { LatestDraw, Notice } from '@cp/shared/ui';
import { GuessRules } from './GuessRules';
import type { GuessTab } from './guessTabs';

/** What a guess page shows for the chosen lottery: its latest draw, then the page's own part. */
export function GuessContent({
  tab,
  lottery,
  compact = false,
}: {
  tab: GuessTab;
  lottery: PublicLottery;
  compact?: boolean;
}) {
  return (
    <>
      <LatestDraw compact={compact} code={lottery.code} name={lottery.name} />
      {tab.key === 'rank' && <GuessRules />}
      <Notice tone="soon" title={tab.comingSoon}>
        {tab.note}
      </Notice>
    </>
  );
}
