import { readFileSync } from 'node:fs';
import path from 'node:path';
import { generateBalls, seededRandomInt, type Family, type TrendDraw } from '@cp/shared/domain';

/** A deterministic legal history of `n` draws (oldest first) for tests. */
export function seededHistory(group: Family, n: number, seed = 7): TrendDraw[] {
  const rnd = seededRandomInt(seed);
  return Array.from({ length: n }, (_, i) => ({
    period: String(20260000 + i),
    drawTime: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
    balls: generateBalls(group, rnd),
  }));
}

/** The real published draws kept as domain fixtures (福彩3D and 六合彩, last 400 each). */
export function realHistory(name: 'fc3d' | 'marksix'): TrendDraw[] {
  const file = path.resolve(__dirname, '../../../shared/src/domain/trends/__fixtures__', `${name}.last400.jsonl`);
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const r = JSON.parse(line) as { period: string; drawDate?: string; drawTime?: string; balls: number[] };
      return { period: r.period, drawTime: r.drawTime ?? `${r.drawDate}T21:15:00.000+08:00`, balls: r.balls };
    });
}
