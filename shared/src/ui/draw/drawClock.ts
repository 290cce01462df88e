import { beijingParts } from '../../domain';

const pad = (n: number) => String(n).padStart(2, '0');

/** A draw time as the site shows it beside the period: MM-DD HH:mm in Beijing time ('' if unreadable). */
export function drawClock(iso: string): string {
  const ms = Date.parse(iso);
  if (!Number.isFinite(ms)) return '';
  const p = beijingParts(ms);
  return `${pad(p.month)}-${pad(p.day)} ${pad(p.hour)}:${pad(p.minute)}`;
}
