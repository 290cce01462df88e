import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../lib/errors';
import { classify } from './classify';
import { refuseConnect } from './clientError';
import { drainBody } from './drain';
import { REQUEST_PARTS, finiteKeyword, withFiniteNumbers } from './finite';

export { clientErrorHandler } from './clientError';
export { describeValidation } from './validation';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The 413 message of a route with its own body limit (read by the error handler). */
    tooLargeMessage?: string;
  }
}

/** fastify `ajv` options: coercion of query text, the `x-finite` keyword, errors that carry their schema. */
export const ajvOptions = {
  customOptions: { coerceTypes: true, removeAdditional: false, allErrors: false, verbose: true },
  plugins: [finiteKeyword],
};

/** Errors the router raises before any route runs (fastify `frameworkErrors`). */
export function frameworkErrors(err: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const tooLong = err.code === 'FST_ERR_MAX_PARAM_LENGTH';
  void reply
    .code(tooLong ? 414 : 400)
    .header('cache-control', 'no-store')
    .send({
      status: 0,
      code: tooLong ? 'URI_TOO_LONG' : 'BAD_URL',
      message: tooLong ? '请求地址过长' : '请求地址不正确',
    });
}

/** @fastify/rate-limit `errorResponseBuilder`: the 429 envelope, saying when to try again. */
export function rateLimitRefusal(_request: FastifyRequest, context: { ttl: number }): AppError {
  return new AppError(
    429,
    'TOO_MANY_REQUESTS',
    `请求过于频繁，请在 ${Math.max(1, Math.ceil(context.ttl / 1000))} 秒后再试`,
  );
}

/**
 * Every refusal in the Chinese envelope {status: 0, code, message}: the error handler (validation,
 * body parsing, limits, the app's own errors), numeric schemas made to refuse values that are not
 * finite, HTTP/1.1 requests without Host, and CONNECT. Node's parser errors are answered by
 * `clientErrorHandler`, which app.ts passes to fastify; the 404 handler lives with the pages.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  const bodyLimit = app.initialConfig.bodyLimit ?? 1024 * 1024;

  app.addHook('onRoute', (route) => {
    const schema = route.schema as Record<string, unknown> | undefined;
    if (!schema) return;
    let copy: Record<string, unknown> | null = null;
    for (const part of REQUEST_PARTS) {
      if (!(part in schema)) continue;
      const next = withFiniteNumbers(schema[part]);
      if (next !== schema[part]) (copy ??= { ...schema })[part] = next;
    }
    if (copy) route.schema = copy;
  });

  // Node answers these itself with an empty 400 unless told not to (app.ts: requireHostHeader).
  // A callback hook: an async one costs every request a promise and a microtask turn.
  app.addHook('onRequest', (request, _reply, done) => {
    if (request.raw.httpVersion === '1.1' && request.headers.host === undefined)
      done(new AppError(400, 'MISSING_HOST', '缺少 Host 请求头'));
    else done();
  });

  app.server.on('connect', refuseConnect);

  app.setErrorHandler(async (err: FastifyError, request, reply) => {
    const f = classify(err, request.routeOptions.bodyLimit ?? bodyLimit);
    // A route may tell its own size limit in its own words (config.tooLargeMessage).
    const tooLarge = (request.routeOptions.config as { tooLargeMessage?: string } | undefined)?.tooLargeMessage;
    if (f.code === 'PAYLOAD_TOO_LARGE' && tooLarge) f.message = tooLarge;
    if (f.statusCode >= 500) request.log.error({ err }, 'request failed');
    else request.log.info({ code: f.code, message: f.message, ip: request.ip }, 'request refused');
    // Answer a too large body only once it has arrived: closing on a client still sending resets the connection.
    // and then close: a client that sent too much once is not kept on a keep-alive connection.
    if (f.statusCode === 413) {
      await drainBody(request.raw);
      reply.header('connection', 'close');
    }
    return reply
      .code(f.statusCode)
      .header('cache-control', 'no-store')
      .send({
        status: 0,
        code: f.code,
        message: f.message,
        ...(f.details !== undefined ? { details: f.details } : {}),
      });
  });
});
