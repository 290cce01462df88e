import { trendTypesFor, type Family } from '@cp/shared/domain';
import { keyProbabilities } from '../model/probabilities';

/**
 * Works out, one trend type per idle moment, the key probabilities the pictures beside the table
 * need (`keyProbabilities` memoises them). For 和值, 龙虎, 形态 … of the larger families that is
 * a 20,000-draw sample, about 25 ms each: work that would otherwise land in the frame that first
 * shows such a view. 升平降 is left out (a formula of the positions, not memoised, cheap).
 */
export function warmChartProbabilities(
  group: Family,
  types: readonly string[],
  idle: (fn: () => void) => void,
  compute: (group: Family, type: string, positions: string[]) => unknown = keyProbabilities,
): void {
  const specs = trendTypesFor(group).filter((s) => types.includes(s.type) && s.type !== 'shengPingJiang');
  const next = () => {
    const spec = specs.shift();
    if (!spec) return;
    compute(
      group,
      spec.type,
      spec.positions.map((p) => p.key),
    );
    idle(next);
  };
  idle(next);
}
