import fs from 'node:fs';

/**
 * Import files (API.md "Process interface"): `.jsonl`, one JSON object a line, or `.csv` with the
 * header `period,drawTime,balls` (or drawDate; balls space-separated). Files are read as a
 * stream of lines, so memory stays bounded whatever their length.
 */

/** One line of an import file: the row it holds, or why it holds none. */
export type FileRow = { line: number; value: unknown } | { line: number; code: string; reason: string };

/** Longest line taken (a draw is about 100 bytes); a longer one is reported, never held whole. */
export const MAX_LINE_BYTES = 64 * 1024;

/** The lines of a file with their numbers (1-based); `text` is null for a line over `maxBytes`. */
export async function* readLines(
  filePath: string,
  maxBytes = MAX_LINE_BYTES,
  chunkBytes = 1 << 20,
): AsyncGenerator<{ line: number; text: string | null }> {
  let parts: Buffer[] = [];
  let held = 0;
  let tooLong = false;
  let line = 0;
  const finish = (tail: Buffer) => {
    line += 1;
    let text: string | null = null;
    if (!tooLong && held + tail.length <= maxBytes) {
      text = Buffer.concat([...parts, tail]).toString('utf8');
      if (text.endsWith('\r')) text = text.slice(0, -1);
      if (line === 1) text = text.replace(/^\uFEFF/, '');
    }
    parts = [];
    held = 0;
    tooLong = false;
    return { line, text };
  };
  for await (const chunk of fs.createReadStream(filePath, { highWaterMark: chunkBytes }) as AsyncIterable<Buffer>) {
    let start = 0;
    // UTF-8 never uses the byte 0x0a inside a character, so splitting bytes at it is safe.
    for (let nl = chunk.indexOf(0x0a); nl !== -1; nl = chunk.indexOf(0x0a, start)) {
      yield finish(chunk.subarray(start, nl));
      start = nl + 1;
    }
    const rest = chunk.subarray(start);
    if (tooLong || held + rest.length > maxBytes) {
      tooLong = true;
      parts = [];
      held = 0;
    } else if (rest.length) {
      parts.push(Buffer.from(rest));
      held += rest.length;
    }
  }
  if (held > 0 || tooLong) yield finish(Buffer.alloc(0));
}

const tooLongRow = (line: number): FileRow => ({
  line,
  code: 'LINE_TOO_LONG',
  reason: `这一行超过 ${MAX_LINE_BYTES / 1024} KiB，不是一期开奖数据`,
});

function jsonlRow(text: string, line: number): FileRow | null {
  if (text.trim() === '') return null;
  try {
    return { line, value: JSON.parse(text) };
  } catch {
    return { line, code: 'INVALID_JSON', reason: '不是合法的 JSON' };
  }
}

type CsvHeader = { timeKey: 'drawTime' | 'drawDate'; iPeriod: number; iTime: number; iBalls: number };

function csvHeader(text: string): CsvHeader | null {
  const header = text.split(',').map((h) => h.trim());
  const timeKey = header.includes('drawTime') ? 'drawTime' : header.includes('drawDate') ? 'drawDate' : null;
  if (header[0] !== 'period' || !timeKey || !header.includes('balls') || header.length !== 3) return null;
  return {
    timeKey,
    iPeriod: header.indexOf('period'),
    iTime: header.indexOf(timeKey),
    iBalls: header.indexOf('balls'),
  };
}

const BAD_HEADER: FileRow = {
  line: 1,
  code: 'INVALID_CSV',
  reason: 'CSV 表头必须是 period,drawTime,balls（或 period,drawDate,balls）',
};

function csvRow(h: CsvHeader, text: string, line: number): FileRow | null {
  if (text.trim() === '') return null;
  const cells = text.split(',').map((c) => c.trim());
  if (cells.length !== 3) return { line, code: 'INVALID_CSV', reason: `应有 3 列，实际 ${cells.length} 列` };
  const balls = cells[h.iBalls]
    .split(/\s+/)
    .filter(Boolean)
    .map((b) => (/^\d+$/.test(b) ? Number(b) : b));
  return { line, value: { period: cells[h.iPeriod], [h.timeKey]: cells[h.iTime], balls } };
}

/** The rows of a `.jsonl` file, streamed. */
export async function* readJsonlFile(filePath: string): AsyncGenerator<FileRow> {
  for await (const { line, text } of readLines(filePath)) {
    const row = text === null ? tooLongRow(line) : jsonlRow(text, line);
    if (row) yield row;
  }
}

/** The rows of a `.csv` file, streamed; a bad header is one error and no rows. */
export async function* readCsvFile(filePath: string): AsyncGenerator<FileRow> {
  let header: CsvHeader | null = null;
  for await (const { line, text } of readLines(filePath)) {
    if (line === 1) {
      header = text === null ? null : csvHeader(text);
      if (!header) {
        yield BAD_HEADER;
        return;
      }
      continue;
    }
    const row = text === null || !header ? tooLongRow(line) : csvRow(header, text, line);
    if (row) yield row;
  }
}

/** The rows of an import file by its extension (`.csv`, else JSON lines). */
export function readImportFile(filePath: string): AsyncGenerator<FileRow> {
  return /\.csv$/i.test(filePath) ? readCsvFile(filePath) : readJsonlFile(filePath);
}

/** Rows of the text of a `.jsonl` file (tests and fixtures; files go through readJsonlFile). */
export function readJsonl(text: string): { rows: unknown[]; lines: number[]; errors: FileRow[] } {
  const out = { rows: [] as unknown[], lines: [] as number[], errors: [] as FileRow[] };
  text.split('\n').forEach((raw, i) => {
    const row = jsonlRow(raw.endsWith('\r') ? raw.slice(0, -1) : raw, i + 1);
    if (!row) return;
    if ('value' in row) {
      out.rows.push(row.value);
      out.lines.push(row.line);
    } else out.errors.push(row);
  });
  return out;
}
