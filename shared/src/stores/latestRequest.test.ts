import { autorun, observable } from 'mobx';
import { LatestRequest, failureMessage } from './latestRequest';
import type { RequestOutcome } from './latestRequest';

/** A request whose answer the test gives (or fails) when it wants. */
function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const MESSAGE = '数据加载失败';

describe('failureMessage', () => {
  it.each([
    [new Error('网络连接失败，请检查网络'), '网络连接失败，请检查网络'],
    [new Error(''), MESSAGE],
    ['a string', MESSAGE],
    [null, MESSAGE],
  ])('%p → %s', (error, text) => {
    expect(failureMessage(error, MESSAGE)).toBe(text);
  });
});

describe('LatestRequest', () => {
  it('is loading while a request runs, then applies its answer', async () => {
    const req = new LatestRequest({ errorMessage: MESSAGE });
    const answer = deferred<number>();
    const applied: number[] = [];
    const done = req.run(
      () => answer.promise,
      (n) => applied.push(n),
    );
    expect(req.loading).toBe(true);
    answer.resolve(7);
    await expect(done).resolves.toBe('done');
    expect(applied).toEqual([7]);
    expect(req.loading).toBe(false);
    expect(req.error).toBeNull();
  });

  // Which answers win when two requests overlap: [first settles, second settles] in that order.
  it.each<
    [string, Array<['first' | 'second', 'ok' | 'fail']>, RequestOutcome, RequestOutcome, number[], string | null]
  >([
    [
      'the second answers first',
      [
        ['second', 'ok'],
        ['first', 'ok'],
      ],
      'superseded',
      'done',
      [2],
      null,
    ],
    [
      'the first answers first',
      [
        ['first', 'ok'],
        ['second', 'ok'],
      ],
      'superseded',
      'done',
      [2],
      null,
    ],
    [
      'the stale one fails',
      [
        ['first', 'fail'],
        ['second', 'ok'],
      ],
      'superseded',
      'done',
      [2],
      null,
    ],
    [
      'the latest fails',
      [
        ['first', 'ok'],
        ['second', 'fail'],
      ],
      'superseded',
      'failed',
      [],
      '超时',
    ],
  ])('only the latest request counts: %s', async (_label, order, firstOutcome, secondOutcome, applied, error) => {
    const req = new LatestRequest({ errorMessage: MESSAGE });
    const answers = { first: deferred<number>(), second: deferred<number>() };
    const got: number[] = [];
    const first = req.run(
      () => answers.first.promise,
      (n) => got.push(n),
    );
    const second = req.run(
      () => answers.second.promise,
      (n) => got.push(n),
    );
    for (const [which, how] of order) {
      if (how === 'ok') answers[which].resolve(which === 'first' ? 1 : 2);
      else answers[which].reject(new Error('超时'));
      await (which === 'first' ? first : second);
      // a settled stale request never ends the loading of the latest
      if (which === 'first' && order[0][0] === 'first') expect(req.loading).toBe(true);
    }
    await expect(first).resolves.toBe(firstOutcome);
    await expect(second).resolves.toBe(secondOutcome);
    expect(got).toEqual(applied);
    expect(req.error).toBe(error);
    expect(req.loading).toBe(false);
  });

  it('keeps the failure message, or its own in Chinese when the error has none', async () => {
    const req = new LatestRequest({ errorMessage: MESSAGE });
    await expect(
      req.run(
        () => Promise.reject(new Error('服务繁忙')),
        () => undefined,
      ),
    ).resolves.toBe('failed');
    expect(req.error).toBe('服务繁忙');
    await req.run(
      () => Promise.reject(new Error('')),
      () => undefined,
    );
    expect(req.error).toBe(MESSAGE);
  });

  it.each([
    [false, [null, 'x']],
    [true, ['x', 'x']],
  ])('keepErrorWhileLoading=%p: the error while the next request runs, then after it fails', async (keep, seen) => {
    const req = new LatestRequest({ errorMessage: MESSAGE, keepErrorWhileLoading: keep });
    await req.run(
      () => Promise.reject(new Error('x')),
      () => undefined,
    );
    const answer = deferred<number>();
    const next = req.run(
      () => answer.promise,
      () => undefined,
    );
    const during = req.error;
    answer.reject(new Error('x'));
    await next;
    expect([during, req.error]).toEqual(seen);
    await req.run(
      () => Promise.resolve(1),
      () => undefined,
    );
    expect(req.error).toBeNull(); // a success always clears it
  });

  it('retries the last request (fetching again) and resolves null when none ran', async () => {
    const req = new LatestRequest({ errorMessage: MESSAGE });
    await expect(req.retry()).resolves.toBeNull();
    let calls = 0;
    const applied: number[] = [];
    const fetch = () => (++calls === 1 ? Promise.reject(new Error('断网')) : Promise.resolve(calls));
    await req.run(fetch, (n) => applied.push(n));
    expect(req.error).toBe('断网');
    const again = req.retry();
    expect(req.loading).toBe(true);
    await expect(again).resolves.toBe('done');
    expect(applied).toEqual([2]);
    expect(req.error).toBeNull();
  });

  it('applies work alongside the current request unless a newer one started, never touching the flags', async () => {
    const req = new LatestRequest({ errorMessage: MESSAGE });
    await req.run(
      () => Promise.resolve(0),
      () => undefined,
    );
    const got: string[] = [];
    await expect(
      req.alongside(
        () => Promise.resolve('a'),
        (v) => got.push(v),
      ),
    ).resolves.toBe('done');
    await expect(
      req.alongside(
        () => Promise.reject(new Error('x')),
        () => undefined,
      ),
    ).resolves.toBe('failed');
    expect(req.error).toBeNull();
    const late = deferred<string>();
    const stale = req.alongside(
      () => late.promise,
      (v) => got.push(v),
    );
    void req.run(
      () => new Promise(() => undefined),
      () => undefined,
    );
    late.resolve('b');
    await expect(stale).resolves.toBe('superseded');
    expect(got).toEqual(['a']);
    expect(req.loading).toBe(true);
  });

  it('cancel() drops the answer under way and ends loading', async () => {
    const req = new LatestRequest({ errorMessage: MESSAGE });
    const answer = deferred<number>();
    const got: number[] = [];
    const done = req.run(
      () => answer.promise,
      (n) => got.push(n),
    );
    req.cancel();
    expect(req.loading).toBe(false);
    answer.resolve(1);
    await expect(done).resolves.toBe('superseded');
    expect(got).toEqual([]);
  });

  it('is observable: the answer and the end of loading arrive in one change', async () => {
    const req = new LatestRequest({ errorMessage: MESSAGE });
    const box = observable({ value: 0 });
    const seen: string[] = [];
    const stop = autorun(() => seen.push(`${req.loading}:${box.value}`));
    await req.run(
      () => Promise.resolve(5),
      (n) => (box.value = n),
    );
    stop();
    expect(seen).toEqual(['false:0', 'true:0', 'false:5']);
  });
});
