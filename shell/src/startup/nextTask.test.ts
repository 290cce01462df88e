import { nextTask } from './nextTask';

type WithScheduler = { scheduler?: { yield?: () => Promise<void> } };

describe('nextTask', () => {
  afterEach(() => {
    delete (globalThis as WithScheduler).scheduler;
  });

  const channel = globalThis.MessageChannel;
  afterEach(() => {
    globalThis.MessageChannel = channel;
  });

  it.each([
    ['a message channel', channel],
    ['a zero timer (no MessageChannel)', undefined],
  ])('resolves in a later task, not among the microtasks of this one: %s', async (_name, messageChannel) => {
    (globalThis as { MessageChannel?: typeof MessageChannel }).MessageChannel = messageChannel;
    const order: string[] = [];
    const yielded = nextTask().then(() => order.push('next task'));
    await Promise.resolve();
    await Promise.resolve();
    order.push('microtasks done');
    await yielded;
    expect(order).toEqual(['microtasks done', 'next task']);
  });

  it("uses the browser's scheduler.yield() where there is one", async () => {
    const yieldFn = jest.fn(() => Promise.resolve());
    (globalThis as WithScheduler).scheduler = { yield: yieldFn };
    await nextTask();
    expect(yieldFn).toHaveBeenCalledTimes(1);
  });
});
