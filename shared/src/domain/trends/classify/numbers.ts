/**
 * 质合 of a number, lottery convention: 1 and the primes are 质 (so the digits 1 2 3 5 7), every
 * other number is 合 — 0 included, although mathematically neither prime nor composite.
 */
export function isJhih(n: number): boolean {
  if (n === 1) return true;
  if (n < 2) return false;
  for (let d = 2; d * d <= n; d++) if (n % d === 0) return false;
  return true;
}

/** 012路: the remainder of a number divided by 3. */
export function remainder3(n: number): 0 | 1 | 2 {
  return (n % 3) as 0 | 1 | 2;
}

/** 升平降: 2 when `cur` is above `prev` (升), 1 when equal (平), 0 when below (降). */
export function riseIndex(prev: number, cur: number): 0 | 1 | 2 {
  return cur > prev ? 2 : cur === prev ? 1 : 0;
}

/** 龙虎 of two positions: 0 龙 when the earlier is larger, 1 虎 when smaller, 2 和 when equal. */
export function dragonIndex(earlier: number, later: number): 0 | 1 | 2 {
  return earlier > later ? 0 : earlier < later ? 1 : 2;
}
