/**
 * Mobile member screens that need the member endpoints, which the server does not have yet:
 * each shows its frame and says plainly what is coming.
 */
export interface NoticePageDef {
  /** Path under /m/member. */
  path: string;
  title: string;
  comingSoon: string;
  note: string;
  /**
   * Where the back arrow goes: the member centre by default; the site home from login (the
   * centre sends guests back to login), the login page from register and forgot.
   */
  back?: 'home' | 'login';
}

export const NOTICE_PAGES: readonly NoticePageDef[] = [
  {
    path: 'login',
    title: '会员登录',
    comingSoon: '会员功能即将开放',
    note: '登录功能正在建设中，目前暂时无法登录。',
    back: 'home',
  },
  {
    path: 'register',
    title: '会员注册',
    comingSoon: '会员功能即将开放',
    note: '注册功能正在建设中，目前暂时无法注册。',
    back: 'login',
  },
  {
    path: 'forgot',
    title: '忘记密码',
    comingSoon: '找回密码功能即将开放',
    note: '会员功能开放后即可在此找回密码。',
    back: 'login',
  },
  {
    path: 'info',
    title: '个人资料',
    comingSoon: '个人资料功能即将开放',
    note: '会员功能开放后即可在此查看和修改资料。',
  },
  {
    path: 'integral',
    title: '我的积分',
    comingSoon: '积分记录功能即将开放',
    note: '会员功能开放后即可在此查看积分记录。',
  },
  {
    path: 'jingTsai',
    title: '我的竞猜',
    comingSoon: '竞猜记录功能即将开放',
    note: '会员功能开放后即可在此查看竞猜记录。',
  },
  {
    path: 'feedback',
    title: '意见反馈',
    comingSoon: '意见反馈功能即将开放',
    note: '提交意见需要会员登录，会员功能开放后即可在此留言。',
  },
];
