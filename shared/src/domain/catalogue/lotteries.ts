import type { Schedule } from '../schedule';
import type { Category, Family } from '../types';
import type { Backfill, LotteryDef } from './types';

const SERIES: Record<string, number> = {
  PK10: 1,
  时时彩: 2,
  '11选5': 3,
  快3: 4,
  快乐十分: 5,
  六合彩: 6,
  幸运28: 7,
  快乐8: 8,
  '3D': 9,
  时时乐: 10,
};

const allDay = (seconds: number): Schedule => ({
  kind: 'interval',
  intervalSeconds: seconds,
  segments: [{ first: '00:00:00', count: 86400 / seconds }],
});
const every = (minutes: number, ...segments: Array<[string, number]>): Schedule => ({
  kind: 'interval',
  intervalSeconds: minutes * 60,
  segments: segments.map(([first, count]) => ({ first, count })),
});

let sort = 0;
function lottery(
  code: string,
  name: string,
  cpType: string,
  group: Family,
  category: Category,
  series: string,
  schedule: Schedule,
  backfill: Backfill,
  drawsSince?: string,
): LotteryDef {
  sort += 1;
  const def: LotteryDef = {
    code,
    name,
    cpType,
    group,
    category,
    series,
    seriesSort: SERIES[series],
    sort,
    schedule,
    backfill,
  };
  return drawsSince ? { ...def, drawsSince } : def;
}

const DAY = { hours: 24 };
const TWO_DAYS = { hours: 48 };

/**
 * The site's lotteries (DOMAIN.md, "Catalogue and schedules"). 极速 lotteries are the site's
 * own: 75 s (60 s, 180 s for 分分/三分六合彩) all day from 00:00 Beijing time. The others follow
 * their published timetables; daily national games draw once a day, 香港六合彩 on Tuesday,
 * Thursday and Saturday (and on other days when the operator moves a draw). The last argument,
 * where given, is the year the game began (drawsSince).
 */
export const LOTTERIES: readonly LotteryDef[] = [
  lottery('jspk10', '极速赛车', 'pk10', 'pk10', 'jisu', 'PK10', allDay(75), DAY),
  lottery('jsft', '极速飞艇', 'pk10', 'pk10', 'jisu', 'PK10', allDay(75), DAY),
  lottery('xyft', '幸运飞艇', 'pk10', 'pk10', 'gaopin', 'PK10', every(5, ['13:09', 180]), TWO_DAYS),
  lottery('jsssc', '极速时时彩', 'ssc', 'ssc', 'jisu', '时时彩', allDay(75), DAY),
  lottery('cqssc', '重庆时时彩', 'ssc', 'ssc', 'gaopin', '时时彩', every(20, ['00:30', 9], ['07:30', 50]), TWO_DAYS),
  lottery('js11x5', '极速11选5', 'syx5', '11x5', 'jisu', '11选5', allDay(75), DAY),
  lottery('gd11x5', '广东11选5', 'syx5', '11x5', 'gaopin', '11选5', every(10, ['09:10', 84]), TWO_DAYS),
  lottery('jsk3', '极速快3', 'k3', 'k3', 'jisu', '快3', allDay(75), DAY),
  lottery('ahk3', '安徽快3', 'k3', 'k3', 'local', '快3', every(10, ['08:50', 80]), TWO_DAYS),
  lottery('gxk3', '广西快3', 'k3', 'k3', 'local', '快3', every(10, ['09:40', 78]), TWO_DAYS),
  lottery('jskl10', '极速快乐十分', 'kl10', 'kl10', 'jisu', '快乐十分', allDay(75), DAY),
  lottery('gdkl10', '广东快乐十分', 'kl10', 'kl10', 'gaopin', '快乐十分', every(10, ['09:10', 84]), TWO_DAYS),
  lottery('cqxync', '重庆幸运农场', 'xync', 'kl10', 'gaopin', '快乐十分', every(10, ['07:10', 100]), TWO_DAYS),
  lottery('js6', '极速六合彩', 'sixhc', 'hk6', 'jisu', '六合彩', allDay(75), DAY),
  lottery('ff6', '分分六合彩', 'sixhc', 'hk6', 'jisu', '六合彩', allDay(60), DAY),
  lottery('sf6', '三分六合彩', 'sixhc', 'hk6', 'jisu', '六合彩', allDay(180), DAY),
  lottery(
    'hk6',
    '香港六合彩',
    'sixhc',
    'hk6',
    'china',
    '六合彩',
    { kind: 'weekly', weekdays: [2, 4, 6], time: '21:30', irregular: true },
    { draws: 450 },
    '1976-01-01',
  ),
  lottery('xy28', '幸运28', 'xy28', 'xy28', 'gaopin', '幸运28', every(5, ['09:05', 179]), TWO_DAYS),
  lottery(
    'kl8',
    '福彩快乐8',
    'kl8',
    'kl8',
    'china',
    '快乐8',
    { kind: 'daily', time: '21:30' },
    { draws: 400 },
    '2020-01-01',
  ),
  lottery(
    'fc3d',
    '福彩3D',
    'normal',
    'others',
    'china',
    '3D',
    { kind: 'daily', time: '21:15' },
    { draws: 400 },
    '2002-01-01',
  ),
  lottery(
    'pl3',
    '排列3',
    'normal',
    'others',
    'china',
    '3D',
    { kind: 'daily', time: '21:25', periodFormat: 'yy-seq' },
    { draws: 400 },
    '2004-01-01',
  ),
  lottery('shssc', '上海时时乐', 'normal', 'others', 'local', '时时乐', every(30, ['10:30', 24]), TWO_DAYS),
];
