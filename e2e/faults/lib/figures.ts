import fs from 'node:fs';

/**
 * A measured figure of the fault suite: printed at once and appended (one JSON line) to the
 * file the runner names in FAULTS_FIGURES, which prints them all at the end.
 */
export function figure(scenario: string, name: string, value: number | string, unit = ''): void {
  const line = { scenario, name, value, unit };
  console.log(`  [figure] ${scenario} · ${name}: ${value}${unit ? ` ${unit}` : ''}`);
  const file = process.env.FAULTS_FIGURES;
  if (file) fs.appendFileSync(file, `${JSON.stringify(line)}\n`);
}
