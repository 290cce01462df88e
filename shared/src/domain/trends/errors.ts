import type { Family } from '../types';

/**
 * Thrown when a trend type is not offered for a family (or the family is unknown). The server
 * maps it to HTTP 400 with `code` as the machine code and `message` (Chinese) as the text.
 */
export class UnknownTrendTypeError extends Error {
  readonly code = 'UNKNOWN_TREND_TYPE';

  constructor(
    readonly group: Family | string,
    readonly type: string,
  ) {
    super(`走势类型「${type}」不适用于彩种系列「${group}」`);
    this.name = 'UnknownTrendTypeError';
  }
}
