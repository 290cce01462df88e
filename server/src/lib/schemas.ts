/** Reusable JSON schemas for route parameters. Codes are checked against the catalogue (404), not a pattern. */
export const codeParams = {
  type: 'object',
  properties: { code: { type: 'string', minLength: 1, maxLength: 40, description: '彩种代码，例如 jspk10' } },
  required: ['code'],
} as const;

export const CP_BASES = ['/v1/cp168/apis', '/v1/cp168/wap'] as const;

/** Splits a comma list of codes, trimming blanks; caps how many one request may name. */
export function splitCodes(raw: string | undefined, max = 64): string[] {
  if (!raw) return [];
  return [
    ...new Set(
      raw
        .split(',')
        .map((c) => c.trim())
        .filter(Boolean),
    ),
  ].slice(0, max);
}

/** A query type whose optional parameters with schema defaults (page, size) are always there once validated. */
export type Defaulted<T, K extends keyof T> = T & Required<Pick<T, K>>;
