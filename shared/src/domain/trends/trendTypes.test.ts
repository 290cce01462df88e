/**
 * Table-driven: every trend type of every family on a small hand-made history, with missing
 * values and stats computed by hand (comments give the classification of each draw). Stats are
 * [appearCount, avgMissing, now, biggestContinue, biggestMissing].
 */
import type { Family } from '../types';
import { column, history } from './__testing__/trendCase';
import { computeTrend, trendTypesFor, type TrendDraw } from './index';

const H: Record<Family, { draws: TrendDraw[]; count: number }> = {
  // window = draws 2…4
  pk10: {
    draws: history(
      [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
      [10, 9, 8, 7, 6, 5, 4, 3, 2, 1],
      [1, 10, 2, 9, 3, 8, 4, 7, 5, 6],
      [6, 5, 4, 3, 2, 1, 10, 9, 8, 7],
    ),
    count: 3,
  },
  ssc: { draws: history([1, 2, 3, 4, 5], [9, 9, 9, 0, 1], [0, 1, 9, 9, 0], [5, 5, 8, 3, 5]), count: 3 },
  '11x5': { draws: history([1, 2, 3, 4, 5], [11, 10, 9, 8, 7], [6, 11, 1, 2, 3], [7, 8, 9, 10, 11]), count: 3 },
  // window = draws 2…5
  k3: { draws: history([1, 1, 1], [2, 3, 4], [6, 6, 5], [1, 2, 4], [3, 4, 5]), count: 4 },
  // window = all three draws (count larger than the history)
  kl10: {
    draws: history([1, 2, 3, 4, 5, 6, 7, 8], [20, 19, 18, 17, 16, 15, 14, 13], [11, 2, 13, 4, 15, 6, 17, 9]),
    count: 5,
  },
  // window = draws 2…3
  kl8: {
    draws: history(
      Array.from({ length: 20 }, (_, i) => i + 1), // sum 210, 20 low, 10 odd
      Array.from({ length: 20 }, (_, i) => i + 61), // sum 1410, 0 low, 10 odd
      [...Array.from({ length: 10 }, (_, i) => i + 1), ...Array.from({ length: 10 }, (_, i) => i + 41)], // sum 510, 10 low, 10 odd
    ),
    count: 2,
  },
  xy28: { draws: history([0, 0, 0], [9, 9, 9], [1, 2, 2]), count: 2 },
  hk6: { draws: history([1, 2, 3, 4, 5, 6, 49], [44, 45, 46, 47, 48, 49, 25], [10, 20, 30, 40, 41, 42, 24]), count: 2 },
  // window = draws 3…5
  others: { draws: history([1, 2, 3], [4, 2, 6], [1, 9, 3], [7, 2, 0], [1, 5, 5]), count: 3 },
};

type Case = [Family, string, string, string, number[], number[]];

const CASES: Case[] = [
  // pk10
  ['pk10', 'basic', 'hm1', 'num1', [1, 0, 1], [1, 1, 1, 1, 1]],
  ['pk10', 'basic', 'hm1', 'num6', [2, 3, 0], [1, 1, 0, 1, 3]], // never hit before: counts from draw 1
  ['pk10', 'distribution', 'all', 'num7', [0, 0, 0], [3, 0, 0, 3, 0]],
  ['pk10', 'lingyierlu', 'hm1', 'lingyierlu_num1', [0, 0, 1], [2, 0, 1, 2, 1]], // 1 10 1 6
  ['pk10', 'lingyierlu', 'hm1', 'lingyierlu_num2', [2, 3, 4], [0, 3, 4, 0, 4]],
  ['pk10', 'daxiao', 'hm2', 'daxiao_da', [0, 0, 1], [2, 0, 1, 2, 1]], // 2 9 10 5
  ['pk10', 'daxiao', 'hm2', 'daxiao_xiao', [1, 2, 0], [1, 1, 0, 1, 2]],
  ['pk10', 'danshuang', 'hm3', 'danshuang_dan', [1, 2, 3], [0, 3, 3, 0, 3]], // 3 8 2 4
  ['pk10', 'jhihHe', 'hm10', 'jhihHe_jhih', [0, 1, 0], [2, 0, 0, 1, 1]], // 10 1 6 7
  ['pk10', 'shengPingJiang', 'hm1', 'shengPingJiang_sheng', [0, 1, 0], [2, 0, 0, 1, 1]], // – 升 降 升
  ['pk10', 'shengPingJiang', 'hm1', 'shengPingJiang_ping', [2, 3, 4], [0, 3, 4, 0, 4]],
  ['pk10', 'guanYaHe', 'gyh', 'num11', [2, 0, 0], [2, 0, 0, 2, 2]], // sums 3 19 11 11
  ['pk10', 'guanYaHe', 'gyhShape', 'daxiao_he', [2, 0, 0], [2, 0, 0, 2, 2]],
  ['pk10', 'guanYaHe', 'gyhShape', 'daxiao_da', [0, 1, 2], [1, 1, 2, 1, 2]],
  ['pk10', 'guanYaHe', 'gyhShape', 'danshuang_dan', [0, 0, 0], [3, 0, 0, 3, 0]],
  ['pk10', 'longHu', 'lh1', 'longHu_long', [0, 1, 2], [1, 1, 2, 1, 2]], // 虎 龙 虎 虎
  ['pk10', 'longHu', 'lh5', 'longHu_long', [0, 1, 0], [2, 0, 0, 1, 1]], // 虎 龙 虎 龙
  // ssc
  ['ssc', 'basic', 'hm5', 'num5', [1, 2, 0], [1, 1, 0, 1, 2]],
  ['ssc', 'distribution', 'all', 'num9', [0, 0, 1], [2, 0, 1, 2, 1]],
  ['ssc', 'distribution', 'all', 'num7', [2, 3, 4], [0, 3, 4, 0, 4]],
  ['ssc', 'distributionTotal', 'distinct', 'count3', [0, 0, 0], [3, 0, 0, 3, 0]], // 5 3 3 3
  ['ssc', 'distributionTotal', 'distinct', 'count5', [1, 2, 3], [0, 3, 3, 0, 3]],
  ['ssc', 'distributionTotal', 'daCount', 'hmDaXiaoDaCount_count3', [0, 1, 2], [1, 1, 2, 1, 2]], // 1 3 2 4
  ['ssc', 'distributionTotal', 'danCount', 'hmDanShuangDanCount_count4', [0, 1, 0], [2, 0, 0, 1, 1]], // 3 4 3 4
  ['ssc', 'distributionShape', 'q3', 'puke_shunZih', [1, 0, 1], [1, 1, 1, 1, 1]], // 顺 豹 顺(0 1 9) 对
  ['ssc', 'distributionShape', 'z3', 'puke_dueiZih', [0, 0, 1], [2, 0, 1, 2, 1]], // 顺 对 对 杂
  ['ssc', 'distributionShape', 'h3', 'puke_banShun', [2, 3, 4], [0, 3, 4, 0, 4]], // 顺 顺(9 0 1) 对 杂
  ['ssc', 'distributionShape', 'h3', 'puke_zaLiou', [2, 3, 0], [1, 1, 0, 1, 3]],
  ['ssc', 'lingyierlu', 'hm1', 'lingyierlu_num0', [0, 0, 1], [2, 0, 1, 2, 1]], // 1 9 0 5
  ['ssc', 'daxiao', 'hm3', 'daxiao_xiao', [1, 2, 3], [0, 3, 3, 0, 3]], // 3 9 9 8
  ['ssc', 'danshuang', 'hm4', 'danshuang_dan', [2, 0, 0], [2, 0, 0, 2, 2]], // 4 0 9 3
  ['ssc', 'jhihHe', 'hm4', 'jhihHe_he', [0, 0, 1], [2, 0, 1, 2, 1]], // 0 and 9 are 合
  ['ssc', 'jhihHe', 'hm4', 'jhihHe_jhih', [2, 3, 0], [1, 1, 0, 1, 3]],
  ['ssc', 'shengPingJiang', 'hm2', 'shengPingJiang_sheng', [0, 1, 0], [2, 0, 0, 1, 1]], // 2 9 1 5
  ['ssc', 'sum', 'sum', 'num28', [0, 1, 2], [1, 1, 2, 1, 2]], // 15 28 19 26
  ['ssc', 'sum', 'sum', 'num15', [1, 2, 3], [0, 3, 3, 0, 3]],
  ['ssc', 'sumShape', 'sum', 'daxiao_da', [0, 1, 0], [2, 0, 0, 1, 1]],
  ['ssc', 'sumShape', 'sum', 'danshuang_dan', [1, 0, 1], [1, 1, 1, 1, 1]],
  ['ssc', 'longHu', 'lh1', 'longHu_he', [2, 0, 0], [2, 0, 0, 2, 2]], // 虎 龙 和 和
  // 11x5
  ['11x5', 'basic', 'hm1', 'num11', [0, 1, 2], [1, 1, 2, 1, 2]],
  ['11x5', 'distribution', 'all', 'num11', [0, 0, 0], [3, 0, 0, 3, 0]],
  ['11x5', 'distribution', 'all', 'num4', [1, 2, 3], [0, 3, 3, 0, 3]],
  ['11x5', 'distributionTotal', 'daCount', 'hmDaXiaoDaCount_count4', [0, 1, 0], [2, 0, 0, 1, 1]], // 0 4 1 4 (11 is 和)
  ['11x5', 'distributionTotal', 'danCount', 'hmDanShuangDanCount_count2', [0, 0, 0], [3, 0, 0, 3, 0]], // 3 2 2 2
  ['11x5', 'lingyierlu', 'hm2', 'lingyierlu_num2', [1, 0, 0], [2, 0, 0, 2, 1]], // 2 10 11 8
  ['11x5', 'daxiao', 'hm1', 'daxiao_he', [0, 1, 2], [1, 1, 2, 1, 2]], // 1 11 6 7
  ['11x5', 'danshuang', 'hm5', 'danshuang_he', [2, 3, 0], [1, 1, 0, 1, 3]], // 5 7 3 11
  ['11x5', 'jhihHe', 'hm2', 'jhihHe_jhih', [1, 0, 1], [1, 1, 1, 1, 1]], // 11 is 质
  ['11x5', 'shengPingJiang', 'hm3', 'shengPingJiang_jiang', [2, 0, 1], [1, 1, 1, 1, 2]], // 3 9 1 9
  ['11x5', 'sum', 'sum', 'num45', [0, 1, 0], [2, 0, 0, 1, 1]], // 15 45 23 45
  ['11x5', 'sumShape', 'sum', 'daxiao_he', [2, 3, 4], [0, 3, 4, 0, 4]],
  // k3 (window of 4: avgMissing 2/3 → 1, 3/2 → 2)
  ['k3', 'basic', 'hm3', 'num4', [0, 1, 0, 1], [2, 1, 1, 1, 1]],
  ['k3', 'distribution', 'all', 'num1', [1, 2, 0, 1], [1, 2, 1, 1, 2]],
  ['k3', 'distributionTotal', 'distinct', 'count3', [0, 1, 0, 0], [3, 0, 0, 2, 1]], // 1 3 2 3 3
  ['k3', 'distributionTotal', 'daCount', 'hmDaXiaoDaCount_count1', [0, 1, 0, 1], [2, 1, 1, 1, 1]], // 0 1 3 1 2
  ['k3', 'distributionShape', 'shape', 'puke_shunZih', [0, 1, 2, 0], [2, 1, 0, 1, 2]], // 234 and 345
  ['k3', 'distributionShape', 'shape', 'puke_sanBuTong', [0, 1, 0, 0], [3, 0, 0, 2, 1]],
  ['k3', 'distributionShape', 'shape', 'puke_baoZih', [1, 2, 3, 4], [0, 4, 4, 0, 4]],
  ['k3', 'lingyierlu', 'hm1', 'lingyierlu_num0', [2, 0, 1, 0], [2, 1, 0, 1, 2]], // 1 2 6 1 3
  ['k3', 'daxiao', 'hm2', 'daxiao_da', [2, 0, 1, 0], [2, 1, 0, 1, 2]], // 1 3 6 2 4
  ['k3', 'danshuang', 'hm1', 'danshuang_dan', [1, 2, 0, 0], [2, 1, 0, 2, 2]],
  ['k3', 'jhihHe', 'hm3', 'jhihHe_he', [0, 1, 0, 1], [2, 1, 1, 1, 1]], // 1 4 5 4 5
  ['k3', 'shengPingJiang', 'hm1', 'shengPingJiang_sheng', [0, 0, 1, 0], [3, 0, 0, 2, 1]],
  ['k3', 'sum', 'sum', 'num3', [1, 2, 3, 4], [0, 4, 4, 0, 4]], // 3 9 17 7 12
  ['k3', 'sumShape', 'sum', 'daxiao_he', [1, 2, 3, 4], [0, 4, 4, 0, 4]], // 3 is 豹子: neither 大 nor 小
  ['k3', 'sumShape', 'sum', 'daxiao_xiao', [0, 1, 0, 1], [2, 1, 1, 1, 1]],
  ['k3', 'sumShape', 'sum', 'danshuang_dan', [0, 0, 0, 1], [3, 0, 1, 3, 1]],
  ['k3', 'daxiaoRatio', 'ratio', 'hmDaXiaoRatio_1to2', [0, 1, 0, 1], [2, 1, 1, 1, 1]],
  ['k3', 'danshuangRatio', 'ratio', 'hmDanShuangRatio_1to2', [0, 0, 0, 1], [3, 0, 1, 3, 1]],
  // kl10 (hit on the first stored row)
  ['kl10', 'basic', 'hm1', 'num1', [0, 1, 2], [1, 1, 2, 1, 2]],
  ['kl10', 'distribution', 'all', 'num2', [0, 1, 0], [2, 0, 0, 1, 1]],
  ['kl10', 'distributionTotal', 'daCount', 'hmDaXiaoDaCount_count8', [1, 0, 1], [1, 1, 1, 1, 1]], // 0 8 4
  ['kl10', 'distributionTotal', 'danCount', 'hmDanShuangDanCount_count4', [0, 0, 1], [2, 0, 1, 2, 1]], // 4 4 5
  ['kl10', 'lingyierlu', 'hm8', 'lingyierlu_num0', [1, 2, 0], [1, 1, 0, 1, 2]], // 8 13 9
  ['kl10', 'daxiao', 'hm1', 'daxiao_da', [1, 0, 0], [2, 0, 0, 2, 1]],
  ['kl10', 'danshuang', 'hm8', 'danshuang_dan', [1, 0, 0], [2, 0, 0, 2, 1]],
  ['kl10', 'jhihHe', 'hm2', 'jhihHe_he', [1, 2, 3], [0, 3, 3, 0, 3]], // 2 19 2
  ['kl10', 'shengPingJiang', 'hm5', 'shengPingJiang_sheng', [1, 0, 1], [1, 1, 1, 1, 1]], // 5 16 15
  ['kl10', 'sum', 'sum', 'num36', [0, 1, 2], [1, 1, 2, 1, 2]], // 36 132 77
  ['kl10', 'sumShape', 'sum', 'mantissa_daxiao_da', [0, 1, 0], [2, 0, 0, 1, 1]],
  ['kl10', 'sumShape', 'sum', 'daxiao_he', [1, 2, 3], [0, 3, 3, 0, 3]],
  ['kl10', 'longHu', 'lh1', 'longHu_long', [1, 0, 0], [2, 0, 0, 2, 1]], // 1v8, 20v13, 11v9
  ['kl10', 'daxiaoRatio', 'ratio', 'hmDaXiaoRatio_4to4', [1, 2, 0], [1, 1, 0, 1, 2]],
  ['kl10', 'danshuangRatio', 'ratio', 'hmDanShuangRatio_4to4', [0, 0, 1], [2, 0, 1, 2, 1]],
  // kl8 (window of 2: avgMissing 1/2 → 1)
  ['kl8', 'distribution', 'all', 'num1', [1, 0], [1, 1, 0, 1, 1]],
  ['kl8', 'distributionTotal', 'daCount', 'hmDaXiaoDaCount_count20', [0, 1], [1, 1, 1, 1, 1]],
  ['kl8', 'distributionTotal', 'daCount', 'hmDaXiaoDaCount_count0', [1, 2], [0, 2, 2, 0, 2]],
  ['kl8', 'distributionShape', 'pan', 'jiOuPan_he', [0, 0], [2, 0, 0, 2, 0]],
  ['kl8', 'distributionShape', 'pan', 'shangXiaPan_zhong', [2, 0], [1, 1, 0, 1, 2]],
  ['kl8', 'sum', 'sum', 'sum_210to695', [1, 0], [1, 1, 0, 1, 1]],
  ['kl8', 'sumShape', 'sum', 'danshuang_shuang', [0, 0], [2, 0, 0, 2, 0]],
  ['kl8', 'sumShape', 'sum', 'daxiao_he', [2, 3], [0, 2, 3, 0, 3]],
  // xy28
  ['xy28', 'basic', 'hm1', 'num0', [1, 2], [0, 2, 2, 0, 2]],
  ['xy28', 'distribution', 'all', 'num2', [2, 0], [1, 1, 0, 1, 2]],
  ['xy28', 'distributionTotal', 'distinct', 'count1', [0, 1], [1, 1, 1, 1, 1]],
  ['xy28', 'distributionShape', 'shape', 'zuSyuan_baoZih', [0, 1], [1, 1, 1, 1, 1]],
  ['xy28', 'distributionShape', 'shape', 'zuSyuan_zuLiou', [2, 3], [0, 2, 3, 0, 3]],
  ['xy28', 'lingyierlu', 'hm3', 'lingyierlu_num0', [0, 1], [1, 1, 1, 1, 1]],
  ['xy28', 'daxiao', 'hm2', 'daxiao_xiao', [1, 0], [1, 1, 0, 1, 1]],
  ['xy28', 'danshuang', 'hm1', 'danshuang_dan', [0, 0], [2, 0, 0, 2, 0]],
  ['xy28', 'jhihHe', 'hm1', 'jhihHe_jhih', [2, 0], [1, 1, 0, 1, 2]], // 0 9 1: only 1 is 质
  ['xy28', 'shengPingJiang', 'hm3', 'shengPingJiang_ping', [2, 3], [0, 2, 3, 0, 3]],
  ['xy28', 'sum', 'sum', 'num27', [0, 1], [1, 1, 1, 1, 1]],
  ['xy28', 'sumShape', 'sum', 'daxiao_xiao', [1, 0], [1, 1, 0, 1, 1]],
  // hk6
  ['hk6', 'basic', 'hm7', 'num49', [1, 2], [0, 2, 2, 0, 2]],
  ['hk6', 'distribution', 'all', 'num49', [0, 1], [1, 1, 1, 1, 1]], // the special 49 of draw 1 is not in `all`
  ['hk6', 'distribution', 'hm7', 'num49', [1, 2], [0, 2, 2, 0, 2]],
  ['hk6', 'distributionTotal', 'daCount', 'hmDaXiaoDaCount_count6', [0, 1], [1, 1, 1, 1, 1]], // 0 6 4
  ['hk6', 'distributionTotal', 'danCount', 'hmDanShuangDanCount_count3', [0, 1], [1, 1, 1, 1, 1]], // 3 3 1
  ['hk6', 'lingyierlu', 'hm7', 'lingyierlu_num1', [0, 1], [1, 1, 1, 1, 1]], // 49 25 24
  ['hk6', 'daxiao', 'hm7', 'daxiao_he', [1, 2], [0, 2, 2, 0, 2]],
  ['hk6', 'daxiao', 'hm6', 'daxiao_da', [0, 0], [2, 0, 0, 2, 0]], // a regular 49 is 大
  ['hk6', 'danshuang', 'hm7', 'danshuang_he', [1, 2], [0, 2, 2, 0, 2]],
  ['hk6', 'jhihHe', 'hm1', 'jhihHe_he', [0, 0], [2, 0, 0, 2, 0]], // 1 44 10
  ['hk6', 'shengPingJiang', 'hm7', 'shengPingJiang_jiang', [0, 0], [2, 0, 0, 2, 0]],
  ['hk6', 'sum', 'sum', 'sum_28to99', [1, 2], [0, 2, 2, 0, 2]], // 70 304 207
  ['hk6', 'sum', 'sum', 'sum_200to224', [2, 0], [1, 1, 0, 1, 2]],
  ['hk6', 'sumShape', 'sum', 'daxiao_da', [0, 0], [2, 0, 0, 2, 0]],
  ['hk6', 'sumShape', 'sum', 'danshuang_dan', [2, 0], [1, 1, 0, 1, 2]],
  // others (福彩3D): window 3 of 5
  ['others', 'basic', 'hm1', 'num1', [0, 1, 0], [2, 0, 0, 1, 1]],
  ['others', 'basic', 'hm1', 'num7', [3, 0, 1], [1, 1, 1, 1, 3]], // biggestMissing inherited from before the window
  ['others', 'basic', 'hm3', 'num8', [3, 4, 5], [0, 3, 5, 0, 5]], // never hit: index + 1
  ['others', 'distribution', 'all', 'num2', [1, 0, 1], [1, 1, 1, 1, 1]],
  ['others', 'distributionTotal', 'distinct', 'count2', [3, 4, 0], [1, 1, 0, 1, 4]],
  ['others', 'distributionShape', 'shape', 'zuSyuan_zuLiou', [0, 0, 1], [2, 0, 1, 2, 1]],
  ['others', 'distributionShape', 'shape', 'zuSyuan_baoZih', [3, 4, 5], [0, 3, 5, 0, 5]],
  ['others', 'lingyierlu', 'hm3', 'lingyierlu_num2', [3, 4, 0], [1, 1, 0, 1, 4]],
  ['others', 'daxiao', 'hm2', 'daxiao_da', [0, 1, 0], [2, 0, 0, 1, 1]],
  ['others', 'danshuang', 'hm1', 'danshuang_dan', [0, 0, 0], [3, 0, 0, 3, 0]],
  ['others', 'jhihHe', 'hm3', 'jhihHe_he', [1, 0, 1], [1, 1, 1, 1, 1]],
  ['others', 'shengPingJiang', 'hm2', 'shengPingJiang_ping', [1, 2, 3], [0, 3, 3, 0, 3]],
  ['others', 'sum', 'sum', 'num13', [0, 1, 2], [1, 1, 2, 1, 2]],
  ['others', 'sumShape', 'sum', 'daxiao_da', [3, 4, 5], [0, 3, 5, 0, 5]],
  ['others', 'sumShape', 'sum', 'danshuang_dan', [0, 0, 0], [3, 0, 0, 3, 0]],
];

describe('trend types on hand-made histories', () => {
  it.each(CASES)('%s %s %s %s', (group, type, position, key, missing, stats) => {
    const { draws, count } = H[group];
    const result = computeTrend(group, type, draws, count);
    expect(column(result, position, key)).toEqual({ missing, stats });
  });

  it('covers every trend type of every family', () => {
    for (const group of Object.keys(H) as Family[]) {
      const covered = new Set(CASES.filter((c) => c[0] === group).map((c) => c[1]));
      expect(
        trendTypesFor(group)
          .map((t) => t.type)
          .filter((t) => !covered.has(t)),
      ).toEqual([]);
    }
  });

  it('shengPingJiang: the first stored draw hits nothing, so its missing values are 1', () => {
    const r = computeTrend('pk10', 'shengPingJiang', H.pk10.draws, 4);
    expect(r.list[0].missing.hm1).toEqual({ shengPingJiang_sheng: 1, shengPingJiang_ping: 1, shengPingJiang_jiang: 1 });
    // 降 hits only draw 3: [1, 2, 0, 1]; avgMissing = round(3 / 2) = 2 (half up).
    expect(column(r, 'hm1', 'shengPingJiang_jiang')).toEqual({ missing: [1, 2, 0, 1], stats: [1, 2, 1, 1, 2] });
  });
});
