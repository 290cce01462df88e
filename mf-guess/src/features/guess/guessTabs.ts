import type { GuessTabKey } from '../common/paths';

export type { GuessTabKey };

/** One of the guess centre's five pages (specification: /lotterybet/lotteryhome children). */
export interface GuessTab {
  key: GuessTabKey;
  label: string;
  /** Only for a logged-in member (the shell's contract lists these paths as protected). */
  membersOnly: boolean;
}

/** In tab order: ranking first (the guess centre's default page). */
export const GUESS_TABS: readonly GuessTab[] = [
  { key: 'rank', label: '排行榜', membersOnly: false },
  { key: 'mylotterybet', label: '我的竞猜', membersOnly: true },
  { key: 'mysubscription', label: '我的订阅', membersOnly: true },
  { key: 'newlotterybet', label: '发起竞猜', membersOnly: true },
  { key: 'userInfo', label: '用户资料', membersOnly: false },
];

/** The tab of a key. */
export function guessTab(key: GuessTabKey): GuessTab {
  return GUESS_TABS.find((tab) => tab.key === key) as GuessTab;
}

export const GUESS_TITLE_SUFFIX = '竞猜中心 |';

export { guessPath } from '../common/paths';
