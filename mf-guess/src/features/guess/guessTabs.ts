export type GuessTabKey = 'rank' | 'mylotterybet' | 'mysubscription' | 'newlotterybet' | 'userInfo';

/** One of the guess centre's five pages (specification: /lotterybet/lotteryhome children). */
export interface GuessTab {
  key: GuessTabKey;
  label: string;
  /** Said in place of the feature until it is built. */
  comingSoon: string;
  /** Why the page cannot be used yet. */
  note: string;
}

const MEMBERS_ONLY = '此功能需要会员登录，会员功能即将开放。';

/** In tab order: ranking first (the guess centre's default page). */
export const GUESS_TABS: readonly GuessTab[] = [
  { key: 'rank', label: '排行榜', comingSoon: '竞猜排行榜即将上线', note: '排行榜将在竞猜功能开放后按周公布。' },
  { key: 'mylotterybet', label: '我的竞猜', comingSoon: '我的竞猜功能即将开放', note: MEMBERS_ONLY },
  { key: 'mysubscription', label: '我的订阅', comingSoon: '我的订阅功能即将开放', note: MEMBERS_ONLY },
  { key: 'newlotterybet', label: '发起竞猜', comingSoon: '发起竞猜功能即将开放', note: MEMBERS_ONLY },
  { key: 'userInfo', label: '用户资料', comingSoon: '用户资料功能即将开放', note: MEMBERS_ONLY },
];

/** The tab of a key. */
export function guessTab(key: GuessTabKey): GuessTab {
  return GUESS_TABS.find((tab) => tab.key === key) as GuessTab;
}

export const GUESS_TITLE_SUFFIX = '竞猜中心 |';

/** Path of a guess page: `${prefix}/lotteryhome/{code}/{tab}` (and `/{id}` for a user's info). */
export function guessPath(prefix: string, code: string | undefined, tab: GuessTabKey, id?: string): string {
  const parts = [prefix, 'lotteryhome', code, tab, tab === 'userInfo' ? id : undefined].filter(Boolean);
  return parts.map((p) => encodeURI(p as string)).join('/');
}
