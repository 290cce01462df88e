/**
 * Property test: for random legal histories and random counts, every trend type of every family
 * equals a naive reference — classification re-encoded here from DOMAIN.md (not from the engine
 * or rules/constants), missing values recomputed from scratch over the whole history for every
 * row, and the five stats recomputed from the window's rows.
 */
import fc from 'fast-check';
import { FAMILIES, FAMILY_ORDER } from '../families';
import type { Family } from '../types';
import { computeTrend, trendTypesFor, type TrendDraw, type TrendResult } from './index';

type Hits = Record<string, string[]>;
const PRIMES = new Set([2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47]);
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

function bigOf(group: Family, v: number, p: number): string {
  switch (group) {
    case 'pk10':
    case '11x5':
      if (group === '11x5' && v === 11) return 'he';
      return v >= 6 ? 'da' : 'xiao';
    case 'k3':
      return v >= 4 ? 'da' : 'xiao';
    case 'kl10':
      return v >= 11 ? 'da' : 'xiao';
    case 'kl8':
      return v >= 41 ? 'da' : 'xiao';
    case 'hk6':
      if (p === 6 && v === 49) return 'he';
      return v >= 25 ? 'da' : 'xiao';
    default:
      return v >= 5 ? 'da' : 'xiao';
  }
}

function oddOf(group: Family, v: number, p: number): string {
  if ((group === '11x5' && v === 11) || (group === 'hk6' && p === 6 && v === 49)) return 'he';
  return v % 2 === 1 ? 'dan' : 'shuang';
}

/** 大/小/和 of the family's sum, straight from specification section 9 / DOMAIN.md. */
function sumSide(group: Family, s: number): string {
  switch (group) {
    case 'pk10':
      return s > 11 ? 'da' : s < 11 ? 'xiao' : 'he';
    case 'ssc':
      return s >= 23 ? 'da' : 'xiao';
    case '11x5':
      return s > 30 ? 'da' : s < 30 ? 'xiao' : 'he';
    case 'k3':
      return s >= 11 && s <= 17 ? 'da' : s >= 4 && s <= 10 ? 'xiao' : 'he';
    case 'kl10':
      return s >= 85 ? 'da' : s <= 83 ? 'xiao' : 'he';
    case 'kl8':
      return s > 810 ? 'da' : s < 810 ? 'xiao' : 'he';
    case 'hk6':
      return s >= 175 ? 'da' : 'xiao';
    default:
      return s >= 14 ? 'da' : 'xiao';
  }
}

function sumKey(group: Family, s: number): string {
  if (group === 'kl8') {
    const r = [
      [210, 695],
      [696, 763],
      [764, 855],
      [856, 923],
      [924, 1410],
    ].find(([a, b]) => s >= a && s <= b)!;
    return `sum_${r[0]}to${r[1]}`;
  }
  if (group === 'hk6') {
    const edges = [28, 100, 125, 150, 175, 200, 225, 250, 323];
    const k = edges.findIndex((e, j) => s >= e && s < edges[j + 1]);
    return `sum_${edges[k]}to${edges[k + 1] - 1}`;
  }
  return `num${s}`;
}

function puke(t: number[]): string {
  const [a, b, c] = [...t].sort((x, y) => x - y);
  if (a === c) return 'puke_baoZih';
  const runs = [
    [0, 1, 2],
    [1, 2, 3],
    [2, 3, 4],
    [3, 4, 5],
    [4, 5, 6],
    [5, 6, 7],
    [6, 7, 8],
    [7, 8, 9],
    [0, 8, 9],
    [0, 1, 9],
  ];
  if (runs.some((r) => r[0] === a && r[1] === b && r[2] === c)) return 'puke_shunZih';
  if (a === b || b === c) return 'puke_dueiZih';
  const near = (x: number, y: number) => y - x === 1 || y - x === 9;
  return near(a, b) || near(b, c) || near(a, c) ? 'puke_banShun' : 'puke_zaLiou';
}

function refHits(group: Family, type: string, draws: readonly TrendDraw[], i: number): Hits {
  const b = draws[i].balls;
  const f = FAMILIES[group];
  const out: Hits = {};
  const per = (fn: (v: number, p: number) => string) =>
    f.positionLabels.forEach((_, p) => (out[`hm${p + 1}`] = [fn(b[p], p)]));
  const regular = group === 'hk6' ? b.slice(0, 6) : b;
  const s = group === 'pk10' ? b[0] + b[1] : sum(b);
  const three = (fn: (t: number[]) => string) => (out.shape = [fn(b.slice(0, 3))]);
  switch (type) {
    case 'basic':
      return (per((v) => `num${v}`), out);
    case 'distribution':
      out.all = regular.map((v) => `num${v}`);
      if (group === 'hk6') out.hm7 = [`num${b[6]}`];
      return out;
    case 'distributionTotal':
      if (!f.distinct) out.distinct = [`count${new Set(b).size}`];
      out.daCount = [`hmDaXiaoDaCount_count${regular.filter((v, p) => bigOf(group, v, p) === 'da').length}`];
      out.danCount = [`hmDanShuangDanCount_count${regular.filter((v, p) => oddOf(group, v, p) === 'dan').length}`];
      return out;
    case 'distributionShape':
      if (group === 'ssc') ['q3', 'z3', 'h3'].forEach((k, at) => (out[k] = [puke(b.slice(at, at + 3))]));
      if (group === 'others' || group === 'xy28')
        three((t) => ['', 'zuSyuan_baoZih', 'zuSyuan_zuSan', 'zuSyuan_zuLiou'][new Set(t).size]);
      if (group === 'k3') {
        const n = new Set(b).size;
        const sorted = [...b].sort();
        out.shape = [['', 'puke_baoZih', 'puke_dueiZih', 'puke_sanBuTong'][n]];
        if (n === 3 && sorted[2] - sorted[0] === 2) out.shape.push('puke_shunZih');
      }
      if (group === 'kl8') {
        const low = b.filter((v) => v <= 40).length;
        const odd = b.filter((v) => v % 2 === 1).length;
        out.pan = [low > 10 ? 'shangXiaPan_shang' : low === 10 ? 'shangXiaPan_zhong' : 'shangXiaPan_xia'];
        out.pan.push(odd > 10 ? 'jiOuPan_ji' : odd === 10 ? 'jiOuPan_he' : 'jiOuPan_ou');
      }
      return out;
    case 'lingyierlu':
      return (per((v) => `lingyierlu_num${v % 3}`), out);
    case 'daxiao':
      return (per((v, p) => `daxiao_${bigOf(group, v, p)}`), out);
    case 'danshuang':
      return (per((v, p) => `danshuang_${oddOf(group, v, p)}`), out);
    case 'jhihHe':
      return (per((v) => (v === 1 || PRIMES.has(v) ? 'jhihHe_jhih' : 'jhihHe_he')), out);
    case 'shengPingJiang':
      if (i === 0) return out;
      return (
        per((v, p) => {
          const prev = draws[i - 1].balls[p];
          return v > prev ? 'shengPingJiang_sheng' : v === prev ? 'shengPingJiang_ping' : 'shengPingJiang_jiang';
        }),
        out
      );
    case 'guanYaHe':
      out.gyh = [`num${s}`];
      out.gyhShape = [`daxiao_${sumSide(group, s)}`, s % 2 ? 'danshuang_dan' : 'danshuang_shuang'];
      return out;
    case 'sum':
      out.sum = [sumKey(group, s)];
      return out;
    case 'sumShape':
      out.sum = [`daxiao_${sumSide(group, s)}`, s % 2 ? 'danshuang_dan' : 'danshuang_shuang'];
      if (group === 'kl10') out.sum.push(s % 10 >= 5 ? 'mantissa_daxiao_da' : 'mantissa_daxiao_xiao');
      return out;
    case 'longHu': {
      const pairs =
        group === 'pk10'
          ? [
              [0, 9],
              [1, 8],
              [2, 7],
              [3, 6],
              [4, 5],
            ]
          : group === 'ssc'
            ? [[0, 4]]
            : [[0, 7]];
      pairs.forEach(
        ([x, y], n) => (out[`lh${n + 1}`] = [b[x] > b[y] ? 'longHu_long' : b[x] < b[y] ? 'longHu_hu' : 'longHu_he']),
      );
      return out;
    }
    case 'daxiaoRatio':
    case 'danshuangRatio': {
      const big = type === 'daxiaoRatio';
      const c = b.filter((v, p) => (big ? bigOf(group, v, p) === 'da' : oddOf(group, v, p) === 'dan')).length;
      out.ratio = [`${big ? 'hmDaXiaoRatio_' : 'hmDanShuangRatio_'}${c}to${b.length - c}`];
      return out;
    }
  }
  throw new Error(`no reference for ${type}`);
}

/** Naive trend: every missing value recomputed by looking back from scratch. */
function naive(group: Family, type: string, draws: readonly TrendDraw[], count: number) {
  const spec = trendTypesFor(group).find((t) => t.type === type)!;
  const hits = draws.map((_, i) => refHits(group, type, draws, i));
  const start = Math.max(0, draws.length - count);
  const rows: Record<string, Record<string, number>>[] = [];
  for (let i = start; i < draws.length; i++) {
    const row: Record<string, Record<string, number>> = {};
    for (const p of spec.positions) {
      row[p.key] = {};
      for (const { key } of p.keys) {
        let j = i;
        while (j >= 0 && !(hits[j][p.key] ?? []).includes(key)) j--;
        row[p.key][key] = i - j;
      }
    }
    rows.push(row);
  }
  const stat = (fn: (col: number[]) => number) =>
    Object.fromEntries(
      spec.positions.map((p) => [
        p.key,
        Object.fromEntries(p.keys.map(({ key }) => [key, fn(rows.map((r) => r[p.key][key]))])),
      ]),
    );
  const longestZeros = (col: number[]) => {
    let best = 0;
    let run = 0;
    for (const m of col) best = Math.max(best, (run = m === 0 ? run + 1 : 0));
    return best;
  };
  const appear = (col: number[]) => col.filter((m) => m === 0).length;
  return {
    rows,
    hits,
    spec,
    stats: {
      appearCount: stat(appear),
      avgMissing: stat((col) => Math.floor((col.length - appear(col)) / (appear(col) + 1) + 0.5)),
      now: stat((col) => (col.length ? col[col.length - 1] : 0)),
      biggestContinue: stat(longestZeros),
      biggestMissing: stat((col) => Math.max(0, ...col)),
    },
  };
}

function drawArb(group: Family): fc.Arbitrary<number[]> {
  const f = FAMILIES[group];
  const pool = Array.from({ length: f.max - f.min + 1 }, (_, i) => f.min + i);
  if (f.distinct) return fc.shuffledSubarray(pool, { minLength: f.ballCount, maxLength: f.ballCount });
  return fc.array(fc.integer({ min: f.min, max: f.max }), { minLength: f.ballCount, maxLength: f.ballCount });
}

const historyArb = (group: Family) =>
  fc
    .array(drawArb(group), { minLength: 0, maxLength: 40 })
    .map((balls) => balls.map((b, i) => ({ period: String(2026001 + i), drawTime: `t${i}`, balls: b })));

describe.each(FAMILY_ORDER)('%s: every trend type equals the naive reference', (group) => {
  it.each(trendTypesFor(group).map((t) => t.type))('%s', (type) => {
    fc.assert(
      fc.property(historyArb(group), fc.integer({ min: 1, max: 50 }), (draws, count) => {
        const got: TrendResult = computeTrend(group, type, draws, count);
        const want = naive(group, type, draws, count);
        // Every key the reference says a draw hits is a column of its position.
        for (const h of want.hits) {
          for (const [pos, keys] of Object.entries(h)) {
            const p = want.spec.positions.find((x) => x.key === pos);
            expect(p).toBeDefined();
            for (const k of keys) expect(p!.keys.map((x) => x.key)).toContain(k);
          }
        }
        expect(got.list.map((r) => r.missing)).toEqual(want.rows);
        expect(got.list.map((r) => r.period)).toEqual(
          draws.slice(Math.max(0, draws.length - count)).map((d) => d.period),
        );
        expect(got.stats).toEqual(want.stats);
      }),
      { numRuns: 60 },
    );
  });
});
