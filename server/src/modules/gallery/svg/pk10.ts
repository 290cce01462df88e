import type { Pk10PredictModel, Pk10ResultModel, Pk10StripModel } from '@cp/shared/domain';
import { ball, COLORS, rect, text } from './builder';

/** The usual PK10 car colours of 1–10. */
const CAR = [
  '#e6c300',
  '#1d7fd6',
  '#4d4d4d',
  '#f07c00',
  '#19b5b5',
  '#4b3fd1',
  '#8c8c8c',
  '#e02020',
  '#7a1d1d',
  '#13853a',
];
const RANKS = ['冠军', '亚军', '第三名', '第四名', '第五名', '第六名', '第七名', '第八名', '第九名', '第十名'];
const two = (n: number) => String(n).padStart(2, '0');
const car = (cx: number, cy: number, r: number, n: number) => ball(cx, cy, r, CAR[n - 1], two(n));

export function pk10ResultBody(m: Pk10ResultModel): string[] {
  const out: string[] = [];
  m.balls.forEach((n, i) => {
    const y = 130 + i * 56;
    out.push(rect(40, y, 580, 48, i % 2 ? '#ffffff' : '#f6f8fb', COLORS.line, 6));
    out.push(text(70, y + 31, RANKS[i], { size: 20, weight: 'bold' }));
    out.push(car(330, y + 24, 19, n));
    if (i < 5)
      out.push(
        text(590, y + 31, `龙虎 ${m.longHu[i]}`, {
          size: 18,
          anchor: 'end',
          fill: m.longHu[i] === '龙' ? COLORS.red : COLORS.blue,
        }),
      );
  });
  out.push(rect(40, 712, 580, 110, '#fbf3f3', COLORS.line, 8));
  out.push(text(330, 760, `冠亚和 ${m.gyh}`, { size: 30, weight: 'bold', anchor: 'middle', fill: COLORS.brand }));
  out.push(text(330, 800, `${m.gyhSize} · ${m.gyhParity}`, { size: 22, anchor: 'middle' }));
  return out;
}

export function pk10StripBody(m: Pk10StripModel): string[] {
  const out: string[] = [];
  const heads = ['期号', '冠亚和', '大小', '单双', '1–5 名龙虎'];
  const xs = [40, 250, 340, 420, 500];
  heads.forEach((h, i) => out.push(text(xs[i], 130, h, { size: 17, weight: 'bold', fill: COLORS.brand })));
  m.rows.forEach((r, i) => {
    const y = 142 + i * 36;
    if (i % 2 === 0) out.push(rect(32, y, 596, 34, '#f6f8fb'));
    out.push(text(40, y + 24, r.period, { size: 16 }));
    out.push(text(262, y + 24, r.gyh, { size: 17, weight: 'bold' }));
    out.push(
      text(348, y + 24, r.gyhSize, {
        size: 17,
        fill: r.gyhSize === '大' ? COLORS.red : r.gyhSize === '小' ? COLORS.blue : COLORS.green,
      }),
    );
    out.push(text(428, y + 24, r.gyhParity, { size: 17, fill: r.gyhParity === '单' ? COLORS.red : COLORS.blue }));
    out.push(text(500, y + 24, r.longHu.join(' '), { size: 17 }));
  });
  return out;
}

export function pk10PredictBody(m: Pk10PredictModel): string[] {
  const out: string[] = [
    text(330, 128, `第 ${m.period} 期 定位五码（依据此前 ${m.basedOn} 期）`, {
      size: 19,
      weight: 'bold',
      anchor: 'middle',
    }),
  ];
  m.picks.forEach((p, i) => {
    const y = 144 + i * 48;
    out.push(rect(40, y, 580, 42, i % 2 ? '#ffffff' : '#f6f8fb', COLORS.line, 6));
    out.push(text(64, y + 28, RANKS[i], { size: 18, weight: 'bold' }));
    out.push(text(190, y + 28, p.map(two).join('  '), { size: 20, weight: 'bold', fill: COLORS.ink }));
  });
  let y = 650;
  if (m.previous) {
    const prev = m.previous;
    const hits = prev.hits.filter(Boolean).length;
    out.push(text(40, y, `上期 ${prev.period}：10 个名次中 ${hits} 个`, { size: 19, weight: 'bold' }));
    prev.balls.forEach((n, i) => {
      const cx = 64 + i * 58;
      out.push(car(cx, y + 36, 17, n));
      out.push(
        text(cx, y + 80, prev.hits[i] ? '中' : '错', {
          size: 18,
          weight: 'bold',
          anchor: 'middle',
          fill: prev.hits[i] ? COLORS.hit : COLORS.miss,
        }),
      );
    });
    y += 110;
  } else {
    out.push(text(40, y, '上期：暂无记录', { size: 18, fill: COLORS.muted }));
    y += 40;
  }
  out.push(
    text(330, y + 8, '每个名次取近 30 期热号前五码；纯随机命中率 50%。', {
      size: 14,
      fill: COLORS.muted,
      anchor: 'middle',
    }),
  );
  return out;
}
