import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { API_POLICY } from '../lib/csp';

/** The options the site gives helmet: the API's strict policy; pages set their own CSP and framing (lib/csp). */
export const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: API_POLICY },
  frameguard: false,
  crossOriginEmbedderPolicy: false,
};

/**
 * The headers helmet sets with `options`, name for name and in its order: its middleware run
 * once against a response that only records them. Helmet stays the one that decides the
 * headers (and their values as its versions change); the site only keeps what it says.
 */
export function helmetHeaders(options: HelmetOptions = HELMET_OPTIONS): ReadonlyArray<readonly [string, string]> {
  const headers: [string, string][] = [];
  const res = {
    setHeader: (name: string, value: unknown) => headers.push([name, String(value)]),
    removeHeader: () => undefined,
  };
  let failed: unknown = null;
  helmet(options)({} as never, res as never, (error?: unknown) => {
    failed = error ?? null;
  });
  if (failed) throw failed;
  return headers;
}

/** The security headers of every response (helmetHeaders with the site's options). */
export const SECURITY_HEADERS = helmetHeaders();

/**
 * Sets SECURITY_HEADERS on every response when its request arrives, as @fastify/helmet did, from
 * the list helmet gave once: @fastify/helmet runs helmet's whole middleware chain again for every
 * request (a tenth of the CPU of a small API response) to set the same headers each time. Set on the raw response, as helmet does, so that names keep their case
 * and a header the route sets later (a page's policy) replaces the value in place.
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', (_request, reply, done) => {
      const res = reply.raw;
      for (let i = 0; i < SECURITY_HEADERS.length; i++) res.setHeader(SECURITY_HEADERS[i][0], SECURITY_HEADERS[i][1]);
      res.removeHeader('X-Powered-By');
      done();
    });
  },
  { name: 'security-headers' },
);
