import type { GuessRefusal } from '@cp/shared/domain';
import { AppError } from '../../lib/errors';

/** Refusals of the guess centre: a machine code and a Chinese message (API.md "Guess centre"). */
export const guessErrors = {
  unsupported: (name: string) => new AppError(400, 'UNSUPPORTED_LOTTERY', `${name}不支持竞猜`),
  keyMissing: () =>
    new AppError(400, 'IDEMPOTENCY_KEY_REQUIRED', '缺少请求头 Idempotency-Key（8–64 个字母、数字、_ 或 -）'),
  keyInvalid: () => new AppError(400, 'IDEMPOTENCY_KEY_INVALID', 'Idempotency-Key 应为 8–64 个字母、数字、_ 或 -'),
  keyReused: () =>
    new AppError(409, 'IDEMPOTENCY_KEY_REUSED', '该 Idempotency-Key 已用于另一笔竞猜，请为新的竞猜使用新的键'),
  notOpenPeriod: (asked: string, open: string) =>
    new AppError(409, 'PERIOD_NOT_OPEN', `第 ${asked.slice(0, 30)} 期不可竞猜，当前可竞猜第 ${open} 期`, {
      openPeriod: open,
    }),
  closed: (period: string) => new AppError(409, 'BETTING_CLOSED', `第 ${period} 期已封盘`),
  drawn: (period: string) => new AppError(409, 'BETTING_CLOSED', `第 ${period} 期已开奖，已封盘`),
  insufficient: (need: number, have: number) =>
    new AppError(400, 'INSUFFICIENT_POINTS', `积分不足：需要 ${need} 积分，当前 ${have} 积分`, { need, have }),
  refused: (r: GuessRefusal) => new AppError(400, r.code, r.message),
  memberNotFound: () => new AppError(404, 'MEMBER_NOT_FOUND', '会员不存在'),
  selfSubscribe: () => new AppError(400, 'CANNOT_SUBSCRIBE_SELF', '不能订阅自己'),
  unknownWeek: (key: string) =>
    new AppError(400, 'BAD_REQUEST', `周次不正确：${key.slice(0, 20)}，应为某个星期一的日期 YYYY-MM-DD`),
};
