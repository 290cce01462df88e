/**
 * An error a client can act on: an HTTP status, a machine code and a Chinese message. Every
 * failure the server reports goes out as {status: 0, code, message} (API.md "Envelope").
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, details?: unknown) => new AppError(400, 'BAD_REQUEST', message, details);
export const notFound = (code: string, message: string) => new AppError(404, code, message);
export const unknownLottery = (code: string) =>
  new AppError(404, 'UNKNOWN_LOTTERY', `未知的彩种：${code.slice(0, 40)}`);
export const conflict = (code: string, message: string, details?: unknown) => new AppError(409, code, message, details);
export const unauthorized = (code: string, message: string) => new AppError(401, code, message);
