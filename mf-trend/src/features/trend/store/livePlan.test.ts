import { computeTrend, trendTypesFor } from '@cp/shared/domain';
import { drawInfoOf } from '@cp/shared/testing';
import { seededHistory } from '../../../testing/histories';
import { readTable, type TrendTable } from '../model';
import { planLiveDraw } from './livePlan';

const history = seededHistory('pk10', 80, 9);
const known = history.slice(0, -1);
const next = history[history.length - 1];
const tables = new Map<string, TrendTable>(
  ['basic', 'daxiao'].map((type) => [
    type,
    readTable(
      trendTypesFor('pk10').find((s) => s.type === type)!,
      computeTrend('pk10', type, known, 30),
    ),
  ]),
);
const bottom = known[known.length - 1];
const infoOf = (draw = next, nextPeriod = 'n') => drawInfoOf('jspk10', draw, nextPeriod);

describe('planLiveDraw', () => {
  it('appends a draw that follows the bottom row to every table, below the window of 30', () => {
    const plan = planLiveDraw(tables, 'pk10', infoOf(), infoOf(bottom, next.period), 30);
    expect(plan.kind).toBe('apply');
    if (plan.kind !== 'apply') return;
    expect(plan.newRow).toBe(true);
    expect(plan.tables.map(([type, t]) => [type, t.rows.length, t.rows[0].period, t.rows[30].period])).toEqual([
      ['basic', 31, known[known.length - 30].period, next.period],
      ['daxiao', 31, known[known.length - 30].period, next.period],
    ]);
  });

  it('grows the tables while the window is larger than what they hold', () => {
    const plan = planLiveDraw(tables, 'pk10', infoOf(), infoOf(bottom, next.period), 60);
    if (plan.kind !== 'apply') throw new Error('expected apply');
    expect(plan.tables.map(([type, t]) => [type, t.rows.length, t.rows[30].period])).toEqual([
      ['basic', 31, next.period],
      ['daxiao', 31, next.period],
    ]);
  });

  it.each([
    ['no previous push', undefined],
    ['the previous push was another period', () => infoOf(history[10], next.period)],
    ['the previous push announced another period next', () => infoOf(bottom, 'other')],
  ])('reloads when draws may have been missed: %s', (_name, prev) => {
    expect(planLiveDraw(tables, 'pk10', infoOf(), prev?.(), 30).kind).toBe('reload');
  });

  it('ignores the bottom row pushed again, an older draw, and a lottery without tables', () => {
    expect(planLiveDraw(tables, 'pk10', infoOf(bottom), undefined, 30).kind).toBe('ignore');
    expect(planLiveDraw(tables, 'pk10', infoOf(history[5]), undefined, 30).kind).toBe('ignore');
    expect(planLiveDraw(new Map(), 'pk10', infoOf(), infoOf(bottom, next.period), 30).kind).toBe('ignore');
    expect(planLiveDraw(tables, undefined, infoOf(), infoOf(bottom, next.period), 30).kind).toBe('ignore');
  });

  it('replaces the bottom row when its period comes again with other balls', () => {
    const corrected = { ...bottom, balls: [...bottom.balls].reverse() };
    const plan = planLiveDraw(tables, 'pk10', infoOf(corrected), undefined, 30);
    expect(plan.kind).toBe('apply');
    if (plan.kind !== 'apply') return;
    expect(plan.newRow).toBe(false);
    expect(plan.tables[0][1].rows).toHaveLength(30);
    expect(plan.tables[0][1].rows[29].balls).toEqual(corrected.balls);
  });
});
