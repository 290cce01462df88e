import type { RowError } from './parse';

/** Rows of an import file with the line each came from; lines that are not rows are errors. */
export interface FileRows {
  rows: unknown[];
  lines: number[];
  errors: RowError[];
}

/** `.jsonl`: one JSON object a line; blank lines are skipped. */
export function readJsonl(text: string): FileRows {
  const out: FileRows = { rows: [], lines: [], errors: [] };
  text.split(/\r?\n/).forEach((line, i) => {
    if (line.trim() === '') return;
    try {
      out.rows.push(JSON.parse(line));
      out.lines.push(i + 1);
    } catch {
      out.errors.push({ line: i + 1, reason: '不是合法的 JSON' });
    }
  });
  return out;
}

/** `.csv` with the header `period,drawTime,balls` (or drawDate); balls space-separated. */
export function readCsv(text: string): FileRows {
  const out: FileRows = { rows: [], lines: [], errors: [] };
  const lines = text.split(/\r?\n/);
  const header = (lines[0] ?? '')
    .replace(/^\uFEFF/, '')
    .split(',')
    .map((h) => h.trim());
  const timeKey = header.includes('drawTime') ? 'drawTime' : header.includes('drawDate') ? 'drawDate' : null;
  if (header[0] !== 'period' || !timeKey || !header.includes('balls') || header.length !== 3) {
    out.errors.push({ line: 1, reason: 'CSV 表头必须是 period,drawTime,balls（或 period,drawDate,balls）' });
    return out;
  }
  const [iPeriod, iTime, iBalls] = ['period', timeKey, 'balls'].map((k) => header.indexOf(k));
  for (let i = 1; i < lines.length; i++) {
    if (lines[i].trim() === '') continue;
    const cells = lines[i].split(',').map((c) => c.trim());
    if (cells.length !== 3) {
      out.errors.push({ line: i + 1, reason: `应有 3 列，实际 ${cells.length} 列` });
      continue;
    }
    const balls = cells[iBalls]
      .split(/\s+/)
      .filter(Boolean)
      .map((b) => (/^\d+$/.test(b) ? Number(b) : b));
    out.rows.push({ period: cells[iPeriod], [timeKey]: cells[iTime], balls });
    out.lines.push(i + 1);
  }
  return out;
}
