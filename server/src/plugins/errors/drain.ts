import type { IncomingMessage } from 'node:http';

/** How much of a refused body is read and dropped so that the answer reaches the client. */
export const DRAIN_MAX_BYTES = 16 * 1024 * 1024;
export const DRAIN_MAX_MS = 10_000;

/**
 * Reads and drops the rest of a request body the server refuses (413). Closing a connection
 * whose client is still sending makes the kernel reset it, and the client then sees a reset
 * instead of the answer; so the answer waits until the body has arrived — up to `maxBytes` or
 * `maxMs`, after which the connection is closed anyway (a client sending more than that is
 * not owed the courtesy).
 */
export function drainBody(req: IncomingMessage, maxBytes = DRAIN_MAX_BYTES, maxMs = DRAIN_MAX_MS): Promise<void> {
  if (req.complete || req.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    let seen = 0;
    const done = () => {
      clearTimeout(timer);
      req.off('data', onData);
      req.off('end', done);
      req.off('close', done);
      req.off('error', done);
      resolve();
    };
    const onData = (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > maxBytes) done();
    };
    const timer = setTimeout(done, maxMs);
    req.on('data', onData);
    req.on('end', done);
    req.on('close', done);
    req.on('error', done);
    req.resume();
  });
}
