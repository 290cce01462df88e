import { FakeClock } from '../testing';
import { RETRY_DELAY_MS, withRetry } from './retry';

/** A call failing `failures` times, then answering 'ok'. */
function flaky(failures: number) {
  let n = 0;
  return jest.fn(async () => {
    if (n++ < failures) throw new Error(`down ${n}`);
    return 'ok';
  });
}

describe('withRetry', () => {
  it('is 3 s between tries (specification section 9)', () => {
    expect(RETRY_DELAY_MS).toBe(3000);
  });

  it('answers at once when the first call succeeds', async () => {
    const clock = new FakeClock();
    const call = flaky(0);
    await expect(withRetry(call, { setTimeout: clock.setTimeout })).resolves.toBe('ok');
    expect(call).toHaveBeenCalledTimes(1);
    expect(clock.setTimeout).not.toHaveBeenCalled();
  });

  it('tries again 3 s after each failure, telling onError of each, until it succeeds', async () => {
    const clock = new FakeClock();
    const call = flaky(2);
    const onError = jest.fn();
    const result = withRetry(call, { setTimeout: clock.setTimeout, onError });
    await clock.advance(RETRY_DELAY_MS - 1);
    expect(call).toHaveBeenCalledTimes(1);
    await clock.advance(1);
    expect(call).toHaveBeenCalledTimes(2);
    await clock.advance(RETRY_DELAY_MS);
    await expect(result).resolves.toBe('ok');
    expect(call).toHaveBeenCalledTimes(3);
    expect(onError.mock.calls.map(([e, attempt]) => [(e as Error).message, attempt])).toEqual([
      ['down 1', 0],
      ['down 2', 1],
    ]);
  });

  it.each([
    ['never', () => false, 1],
    ['for two more tries', (_e: unknown, attempt: number) => attempt < 2, 3],
  ])('stops when shouldRetry says so (%s) and rejects with the last failure', async (_label, shouldRetry, calls) => {
    const clock = new FakeClock();
    const call = flaky(10);
    const result = withRetry(call, { setTimeout: clock.setTimeout, shouldRetry, delayMs: 10 });
    const settled = result.catch((e: Error) => e.message);
    await clock.advance(1000);
    await expect(settled).resolves.toBe(`down ${calls}`);
    expect(call).toHaveBeenCalledTimes(calls);
  });
});
