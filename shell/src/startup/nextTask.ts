interface YieldingScheduler {
  yield?: () => Promise<void>;
}

/**
 * Resolves in a later task of the browser's event loop, so that what follows is not part of the
 * current one: the browser may paint and take input in between, and the page's start is a few
 * shorter tasks instead of one long one (Lighthouse's TBT counts each task's time over 50 ms).
 * `scheduler.yield()` where the browser has it (its continuation goes ahead of other tasks),
 * else a message to a fresh channel (no timer clamping), else a zero timer.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    if (typeof MessageChannel === 'function') {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        channel.port1.close();
        resolve();
      };
      channel.port2.postMessage(null);
    } else setTimeout(resolve, 0);
  });
}
