import type {
  Hk6Picks,
  Hk6PredictModel,
  Hk6ResultModel,
  HotColdModel,
  WaveColor,
  ZodiacTableModel,
} from '@cp/shared/domain';
import { WAVE_COLOR_LABELS, waveColorOf } from '@cp/shared/domain';
import { ball, COLORS, rect, text } from './builder';

const FILL: Record<WaveColor, string> = { red: COLORS.red, blue: COLORS.blue, green: COLORS.green };
const two = (n: number) => String(n).padStart(2, '0');
const numberBall = (cx: number, cy: number, r: number, n: number) => ball(cx, cy, r, FILL[waveColorOf(n)], two(n));

/** A labelled row of balls (radius r, spacing step). */
function ballRow(x: number, y: number, labelText: string, numbers: readonly number[], r: number, step: number): string {
  const parts = [text(x, y + r * 0.4 + 6, labelText, { size: 17, weight: 'bold' })];
  numbers.forEach((n, i) => parts.push(numberBall(x + 80 + r + i * step, y + 6, r, n)));
  return parts.join('');
}

export function zodiacTableBody(m: ZodiacTableModel): string[] {
  const out: string[] = [
    text(330, 128, `农历${m.lunarYear}年 · ${m.yearZodiac}年（01 号为本命生肖）`, {
      size: 18,
      anchor: 'middle',
      fill: COLORS.muted,
    }),
  ];
  let y = 160;
  for (const z of m.zodiacs) {
    out.push(ballRow(28, y, z.zodiac, z.numbers, 16, 40));
    y += 38;
  }
  out.push(rect(24, y - 8, 612, 1, COLORS.line));
  y += 16;
  for (const c of m.colors) {
    out.push(ballRow(28, y, c.label, c.numbers, 13, 30));
    y += 36;
  }
  out.push(rect(24, y - 8, 612, 1, COLORS.line));
  y += 14;
  for (const e of m.elements) {
    out.push(text(28, y + 6, e.element, { size: 17, weight: 'bold' }));
    out.push(text(108, y + 6, e.numbers.map(two).join(' '), { size: 16, fill: COLORS.ink }));
    y += 27;
  }
  return out;
}

export function hk6ResultBody(m: Hk6ResultModel): string[] {
  const out: string[] = [];
  m.balls.forEach((b, i) => {
    const cx = i < 6 ? 60 + i * 82 : 590;
    out.push(numberBall(cx, 200, 32, b.n));
    out.push(text(cx, 262, `${b.zodiac} · ${b.element}`, { size: 18, anchor: 'middle' }));
  });
  out.push(text(540, 150, '特码', { size: 18, weight: 'bold', fill: COLORS.brand }));
  out.push(text(548, 208, '+', { size: 30, fill: COLORS.muted, anchor: 'middle' }));
  const rows: Array<[string, string]> = [
    ['总和', `${m.sum}  ${m.sumSize}  ${m.sumParity}`],
    ['特码', `${two(m.balls[6].n)}  ${m.specialSize}  ${m.specialParity}  ${m.specialColor}波`],
    ['生肖', m.balls.map((b) => b.zodiac).join(' ')],
    ['波色', m.balls.map((b) => WAVE_COLOR_LABELS[b.color]).join(' ')],
    ['五行', m.balls.map((b) => b.element).join(' ')],
  ];
  rows.forEach(([k, v], i) => {
    const y = 320 + i * 70;
    out.push(rect(40, y, 580, 56, i % 2 ? '#ffffff' : '#fbf3f3', COLORS.line, 6));
    out.push(text(70, y + 36, k, { size: 20, weight: 'bold', fill: COLORS.brand }));
    out.push(text(160, y + 36, v, { size: 22 }));
  });
  return out;
}

export function hotColdBody(m: HotColdModel): string[] {
  const out: string[] = [];
  m.windows.forEach((w, i) => {
    const y = 130 + i * 250;
    out.push(
      text(28, y + 20, `近 ${w.size} 期（实有 ${w.periods} 期）`, { size: 20, weight: 'bold', fill: COLORS.brand }),
    );
    out.push(text(28, y + 60, '热', { size: 18, weight: 'bold', fill: COLORS.red }));
    w.hot.forEach((h, j) => {
      const cx = 90 + j * 56;
      out.push(numberBall(cx, y + 54, 20, h.n));
      out.push(text(cx, y + 94, `${h.count}次`, { size: 14, anchor: 'middle', fill: COLORS.muted }));
    });
    out.push(text(28, y + 150, '冷', { size: 18, weight: 'bold', fill: COLORS.blue }));
    w.cold.forEach((c, j) => {
      const cx = 90 + j * 56;
      out.push(numberBall(cx, y + 144, 20, c.n));
      out.push(text(cx, y + 184, `${c.count}次`, { size: 14, anchor: 'middle', fill: COLORS.muted }));
      out.push(text(cx, y + 202, `遗${c.missing}`, { size: 13, anchor: 'middle', fill: COLORS.muted }));
    });
  });
  return out;
}

const mark = (hit: boolean) => (hit ? '中' : '错');

function picksRows(p: Hk6Picks): Array<[keyof Hk6Picks, string, string]> {
  return [
    ['danShuang', '单双', p.danShuang],
    ['daXiao', '大小', p.daXiao],
    ['color', '波色', `${WAVE_COLOR_LABELS[p.color]}波`],
    ['siXiao', '四肖', p.siXiao.join(' ')],
    ['baMa', '八码', p.baMa.map(two).join(' ')],
  ];
}

export function hk6PredictBody(m: Hk6PredictModel): string[] {
  const out: string[] = [
    text(330, 132, `第 ${m.period} 期特码推荐（依据此前 ${m.basedOn} 期）`, {
      size: 20,
      weight: 'bold',
      anchor: 'middle',
    }),
  ];
  picksRows(m.picks).forEach(([, k, v], i) => {
    const y = 156 + i * 66;
    out.push(rect(40, y, 580, 54, i % 2 ? '#ffffff' : '#fbf3f3', COLORS.line, 6));
    out.push(text(70, y + 35, k, { size: 20, weight: 'bold', fill: COLORS.brand }));
    out.push(text(160, y + 35, v, { size: 22, weight: 'bold' }));
  });
  let y = 520;
  if (m.previous) {
    const prev = m.previous;
    out.push(text(40, y, `上期 ${prev.period} 特码 ${two(prev.special)}`, { size: 20, weight: 'bold' }));
    out.push(numberBall(600, y - 8, 20, prev.special));
    picksRows(prev.picks).forEach(([key, k, v], i) => {
      const ry = y + 20 + i * 44;
      out.push(text(60, ry + 28, k, { size: 18, fill: COLORS.muted }));
      out.push(text(150, ry + 28, v, { size: 18 }));
      out.push(
        text(590, ry + 28, mark(prev.marks[key]), {
          size: 20,
          weight: 'bold',
          fill: prev.marks[key] ? COLORS.hit : COLORS.miss,
          anchor: 'end',
        }),
      );
    });
    y += 250;
  } else {
    out.push(text(40, y, '上期：暂无记录', { size: 18, fill: COLORS.muted }));
    y += 40;
  }
  out.push(
    text(330, y + 10, '单双、大小、波色取近 30 期热号前 10 码的多数；四肖八码按均衡法。', {
      size: 14,
      fill: COLORS.muted,
      anchor: 'middle',
    }),
  );
  return out;
}
