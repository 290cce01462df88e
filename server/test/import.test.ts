import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { formatBeijingIso, slotsBetween, findLottery } from '@cp/shared/domain';
import { readImportFile, readLines } from '../src/modules/draws/ingest/files';
import type { FileRow } from '../src/modules/draws/ingest/files';
import { INGEST_MAX_ROWS } from '../src/modules/draws/ingest/service';
import { AppError } from '../src/lib/errors';
import { FakeClock, at, buildTestApp, closeTestApp } from './helper';

type T = Awaited<ReturnType<typeof buildTestApp>>;
const PK10 = [3, 8, 1, 10, 5, 2, 9, 4, 7, 6];
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-import-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

let n = 0;
function file(ext: string, text: string): string {
  const p = path.join(dir, `f${++n}.${ext}`);
  fs.writeFileSync(p, text);
  return p;
}

/** `count` consecutive jspk10 draws ending 2026-11-21 22:00 Beijing, as JSON lines. */
function jspk10Lines(count: number, balls = PK10): string[] {
  const slots = slotsBetween(
    findLottery('jspk10')!.schedule,
    at('2026-11-01T00:00:00+08:00'),
    at('2026-11-21T22:00:00+08:00'),
  );
  return slots
    .slice(-count)
    .map((s) => JSON.stringify({ period: s.period, drawTime: formatBeijingIso(s.drawTime), balls }));
}

async function rejection(p: Promise<unknown>): Promise<AppError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  return err as AppError;
}

async function collect<T>(it: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const x of it) out.push(x);
  return out;
}

describe('readLines', () => {
  it('splits on LF and CRLF, drops a BOM, keeps a last line without newline, across chunk edges', async () => {
    const p = file('txt', '\uFEFFfirst\r\nsecond\n\nthird 中文');
    expect(await collect(readLines(p, 1000, 4))).toEqual([
      { line: 1, text: 'first' },
      { line: 2, text: 'second' },
      { line: 3, text: '' },
      { line: 4, text: 'third 中文' },
    ]);
  });

  it('reports a line over the limit without holding it, and goes on with the next', async () => {
    const p = file('txt', `${'x'.repeat(5000)}\nok\n${'y'.repeat(5000)}`);
    for (const chunk of [1 << 20, 64]) {
      expect(await collect(readLines(p, 100, chunk))).toEqual([
        { line: 1, text: null },
        { line: 2, text: 'ok' },
        { line: 3, text: null },
      ]);
    }
  });
});

describe('npm run import: streamed, all or nothing (issue 14 items 2 and 6)', () => {
  let t: T;
  const count = async () =>
    (await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM draws WHERE code = 'jspk10'")).rows[0].n;
  const importFile = (p: string, code = 'jspk10') => t.app.ingest.importRows(code, () => readImportFile(p), 'import');

  beforeEach(async () => {
    t = await buildTestApp({ clock: new FakeClock(at('2026-11-21T22:00:00+08:00')) });
  });
  afterEach(() => closeTestApp(t));

  it(`imports more than the ${INGEST_MAX_ROWS} draws an ingest call takes, and again changes nothing`, async () => {
    const p = file('jsonl', `${jspk10Lines(INGEST_MAX_ROWS + 2500).join('\n')}\n`);
    expect(await importFile(p)).toEqual({ code: 'jspk10', received: 12500, inserted: 12500, unchanged: 0 });
    expect(await importFile(p)).toEqual({ code: 'jspk10', received: 12500, inserted: 0, unchanged: 12500 });
    expect(await count()).toBe(12500);
  });

  it('writes nothing when a draw in the last batch contradicts a stored one (409)', async () => {
    const lines = jspk10Lines(12000);
    const last = JSON.parse(lines[11999]);
    await t.app.ingest.ingest('jspk10', [{ ...last, balls: [10, 9, 8, 7, 6, 5, 4, 3, 2, 1] }], 'ingest');
    const err = await rejection(importFile(file('jsonl', lines.join('\n'))));
    expect(err.statusCode).toBe(409);
    expect(err.code).toBe('CONFLICTING_DRAW');
    expect(err.details).toMatchObject({ conflicts: [{ period: last.period }] });
    expect(await count()).toBe(1);
  });

  it('lists bad rows by file line with a code, blank lines counted, and writes nothing', async () => {
    const good = jspk10Lines(3);
    const p = file(
      'jsonl',
      [
        good[0],
        '',
        '{"period":"20300101-0001","drawTime":"2030-01-01T00:00:00+08:00","balls":[1,2,3,4,5,6,7,8,9,10]}',
        'not json',
        good[1],
        good[1],
        good[2],
      ].join('\r\n'),
    );
    const err = await rejection(importFile(p));
    expect(err.code).toBe('INVALID_ROWS');
    expect(err.message).toBe('有 3 行数据不正确，未导入任何数据');
    const errors = (err.details as { errors: Array<{ line: number; code: string }> }).errors;
    expect(errors.map((e) => [e.line, e.code])).toEqual([
      [3, 'NOT_DUE'],
      [4, 'INVALID_JSON'],
      [6, 'DUPLICATE_PERIOD'],
    ]);
    expect(await count()).toBe(0);
  });

  it('reads CSV with drawDate and refuses a bad header', async () => {
    const csv = file('csv', 'period,drawDate,balls\n2026324,2026-11-20,1 2 3\n2026325,2026-11-21,4 5 6\n');
    expect(await importFile(csv, 'fc3d')).toMatchObject({ received: 2, inserted: 2 });
    const bad = await rejection(importFile(file('csv', 'period;drawDate;balls\n2026324;2026-11-20;1 2 3\n'), 'fc3d'));
    expect((bad.details as { errors: unknown[] }).errors).toEqual([
      { line: 1, code: 'INVALID_CSV', reason: expect.stringContaining('表头') },
    ]);
  });

  it('rolls back when the rows change between the check and the write', async () => {
    const good = jspk10Lines(2).map((l, i) => ({ line: i + 1, value: JSON.parse(l) as unknown }));
    let reads = 0;
    async function* rows(): AsyncGenerator<FileRow> {
      reads += 1;
      yield good[0];
      yield reads === 1 ? good[1] : { line: 2, value: { ...(good[1].value as object), balls: [1] } };
    }
    const err = await rejection(t.app.ingest.importRows('jspk10', rows, 'import'));
    expect(err.code).toBe('INVALID_ROWS');
    expect(reads).toBe(2);
    expect(await count()).toBe(0);
  });

  it('refuses an empty file', async () => {
    expect((await rejection(importFile(file('jsonl', '\n\n')))).code).toBe('EMPTY_BATCH');
  });
});
