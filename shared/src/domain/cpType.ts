import type { Family } from './types';

const CP_TYPE_TO_GROUP: Record<string, Family> = {
  syx5: '11x5',
  sixhc: 'hk6',
  normal: 'others',
  xync: 'kl10',
  k3: 'k3',
  kl8: 'kl8',
  kl10: 'kl10',
  pk10: 'pk10',
  ssc: 'ssc',
  xy28: 'xy28',
};

/**
 * Maps a provider cpType to its display group: syx5 → 11x5, sixhc → hk6, normal → others,
 * xync → kl10; k3, kl8, kl10, pk10, ssc, xy28 unchanged. An unknown code falls back to
 * `others` and is reported through `warn` (the console by default), as the specification asks.
 */
export function groupOfCpType(cpType: string, warn: (message: string) => void = console.warn): Family {
  const group = CP_TYPE_TO_GROUP[cpType];
  if (group) return group;
  warn(`Unknown lottery type code "${cpType}", shown under others`);
  return 'others';
}
