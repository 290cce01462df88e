/**
 * A period as the narrow first column shows it: date-based periods drop the year
 * ('20261121-0457' → '1121-0457'); yearly ones stay whole ('2026139').
 */
export function shortPeriod(period: string): string {
  const m = /^\d{4}(\d{4}-\d+)$/.exec(period);
  return m ? m[1] : period;
}

/** The draw as text: two-digit numbers for families whose balls pass 9, '+' before 六合彩's special. */
export function drawText(balls: readonly number[], twoDigits: boolean, specialLast = false): string {
  const text = balls.map((b) => (twoDigits ? String(b).padStart(2, '0') : String(b)));
  if (specialLast && text.length > 1) return `${text.slice(0, -1).join(' ')} + ${text[text.length - 1]}`;
  return text.join(' ');
}
