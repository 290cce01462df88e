export type CentreSectionKey = 'home' | 'info' | 'security' | 'integral' | 'jingTsai';

/** A page of the desktop member centre (/member with children info, security, integral and jingTsai). */
export interface CentreSection {
  key: CentreSectionKey;
  /** Path relative to /member ('' for the centre itself). */
  path: string;
  label: string;
  titleSuffix: string;
}

export const CENTRE_SECTIONS: readonly CentreSection[] = [
  { key: 'home', path: '', label: '会员中心', titleSuffix: '会员中心 |' },
  { key: 'info', path: 'info', label: '个人资料', titleSuffix: '个人资料 |' },
  { key: 'security', path: 'security', label: '账号安全', titleSuffix: '账号安全 |' },
  {
    key: 'integral',
    path: 'integral',
    label: '我的积分',
    titleSuffix: '我的积分 |',
  },
  {
    key: 'jingTsai',
    path: 'jingTsai',
    label: '我的竞猜',
    titleSuffix: '我的竞猜 |',
  },
];
