import { generateBalls, seededRandomInt } from '../../generators';
import { trendDef } from '../registry';
import type { TrendDraw } from '../types';
import { lastHitsBefore } from './lastHits';

/** A fresh backward scan: the same call on a copy of the array (nothing kept for it). */
function fresh(type: string, draws: readonly TrendDraw[], start: number): number[] {
  const def = trendDef('ssc', type);
  const last = new Int32Array(def.keyCount);
  lastHitsBefore(def, [...draws], start, last);
  return [...last];
}

function kept(type: string, draws: readonly TrendDraw[], start: number): number[] {
  const def = trendDef('ssc', type);
  const last = new Int32Array(def.keyCount);
  lastHitsBefore(def, draws, start, last);
  return [...last];
}

function history(n: number, seed: number): TrendDraw[] {
  const rnd = seededRandomInt(seed);
  return Array.from({ length: n }, (_, i) => ({
    period: String(1000 + i),
    drawTime: '',
    balls: generateBalls('ssc', rnd),
  }));
}

/** Each step changes the history or asks for a window; every answer must equal a fresh scan. */
type Step = { ask: number } | { push: number } | { dropFront: number };

describe('lastHitsBefore keeps what it scanned per history and moves forward from it', () => {
  it.each<[string, string, Step[]]>([
    ['the same window twice', 'sum', [{ ask: 500 }, { ask: 500 }]],
    [
      'later windows of a growing history',
      'sum',
      [{ ask: 500 }, { push: 1 }, { ask: 501 }, { push: 40 }, { ask: 541 }],
    ],
    ['an earlier window after a later one', 'sum', [{ ask: 600 }, { ask: 200 }, { ask: 600 }, { ask: 650 }]],
    [
      'draws dropped from the front (a capped history)',
      'sum',
      [{ ask: 600 }, { dropFront: 10 }, { push: 10 }, { ask: 600 }],
    ],
    ['a window at the very start', 'basic', [{ ask: 300 }, { ask: 0 }, { ask: 1 }, { ask: 300 }]],
    ['a type whose keys all hit soon', 'basic', [{ ask: 100 }, { push: 5 }, { ask: 105 }, { ask: 50 }]],
  ])('%s', (_name, type, steps) => {
    const pool = history(800, 41);
    const draws = pool.slice(0, 700);
    let next = 700;
    for (const step of steps) {
      if ('push' in step) for (let i = 0; i < step.push; i++) draws.push(pool[next++]);
      else if ('dropFront' in step) draws.splice(0, step.dropFront);
      else expect(kept(type, draws, step.ask)).toEqual(fresh(type, draws, step.ask));
    }
  });

  it('keeps histories apart that share draws (a suffix of another history)', () => {
    const all = history(900, 7);
    const tail = all.slice(450);
    expect(kept('sum', all, 900)).toEqual(fresh('sum', all, 900));
    expect(kept('sum', tail, 450)).toEqual(fresh('sum', tail, 450));
    expect(kept('sum', all, 900)).toEqual(fresh('sum', all, 900));
  });
});
