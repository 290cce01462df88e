import path from 'node:path';
import fs from 'node:fs';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { deviceRedirect } from '@cp/shared/domain';
import { isEmbeddableWidget, newNonce } from '../../lib/csp';
import { PagePolicies } from '../../lib/pagePolicies';
import { compressPage, sendKept } from './compressPage';
import type { PageRenderer } from './render';

const HASHED = /\.[0-9a-f]{8}\.(js|css|svg|png|woff2?)$/;
const API_PREFIXES = ['/v1/', '/api/', '/mf/', '/remotes/', '/docs', '/healthz', '/readyz', '/static/'];

const immutable = (reply: FastifyReply) => {
  reply.header('cache-control', 'public, max-age=31536000, immutable');
};

/**
 * Static hosting and page rendering: hashed shell assets and remote releases are immutable,
 * every other GET that is not an API path renders the shell's index.html for that page (with
 * 404 status when no page owns the path), after the device redirect and the remotes' contract
 * redirects.
 */
export async function pageRoutes(
  app: FastifyInstance,
  {
    renderer,
    shellDir,
    releasesDir,
    publicDir,
  }: {
    renderer: PageRenderer;
    shellDir: string;
    releasesDir: string;
    publicDir: string;
  },
) {
  fs.mkdirSync(releasesDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: releasesDir,
    prefix: '/remotes/',
    decorateReply: false,
    index: false,
    // Not the registry, nor a release's server-rendering bundle (<name>/<version>/server/).
    allowedPath: (p) => !p.endsWith('registry.json') && !/^\/?[^/]+\/[^/]+\/server\//.test(p),
    setHeaders: immutable,
  });
  await app.register(fastifyStatic, {
    root: publicDir,
    prefix: '/static/',
    decorateReply: false,
    index: false,
    setHeaders: (reply) => {
      reply.header('cache-control', 'public, max-age=86400');
    },
  });
  if (fs.existsSync(shellDir)) {
    await app.register(fastifyStatic, {
      root: shellDir,
      prefix: '/',
      decorateReply: false,
      index: false,
      // One route per built file: '/' and every other path stay free for page rendering.
      wildcard: false,
      // Not the page template, source maps, nor the server-rendering bundle (dist/server).
      allowedPath: (p) => !p.endsWith('index.html') && !p.endsWith('.map') && !/^\/?server\//.test(p),
      setHeaders: (reply, file) => {
        if (HASHED.test(path.basename(file))) immutable(reply);
        else reply.header('cache-control', 'public, max-age=300');
      },
    });
  }

  const policies = new PagePolicies();
  const sendPage = async (
    pagePath: string,
    search: string,
    userAgent: string | undefined,
    acceptEncoding: string | undefined,
    reply: FastifyReply,
  ) => {
    const target = deviceRedirect(pagePath, userAgent);
    if (target) return reply.redirect(target, 302);
    const page = await renderer.render(pagePath, { query: search !== '' });
    if (!page) {
      return reply.code(503).type('text/plain; charset=utf-8').send('页面尚未构建：请先运行 npm run build');
    }
    // A path a remote's contract sends elsewhere: the page itself rather than an empty one
    // whose script then moves on (the request's query goes along unless the target has one).
    if ('redirect' in page) {
      const moved = page.redirect;
      return reply.redirect(moved.includes('?') ? moved : moved + search, 302);
    }
    reply.header('cache-control', 'no-cache').header('vary', 'user-agent, accept-encoding');
    // The page's policy (lib/csp), with the origins of the registry the page was made with: a
    // fresh style nonce, handed to styled-components by a meta tag. Only the widget itself may be
    // framed by other sites.
    const nonce = newNonce();
    const frameable = isEmbeddableWidget(pagePath);
    reply.header('content-security-policy', policies.header(page.registry, frameable, page.kept?.styleHashes, nonce));
    if (!frameable) reply.header('x-frame-options', 'SAMEORIGIN');
    let sent: { body: Buffer | string; encoding: 'br' | 'gzip' | null };
    if (page.kept) {
      // The page kept for everyone, then this response's own tail: the nonce (the shell moves
      // the meta into the head before styled-components reads it) and the send time, from
      // which the browser sets its server clock (the kept view may be seconds old).
      const tail =
        `<meta property="csp-nonce" nonce="${nonce}" />` +
        `<script type="application/json" id="cp-request">{"sentAt":${Date.now()}}</script></body></html>`;
      sent = sendKept(page.kept, tail, acceptEncoding);
    } else {
      // Title and meta are escaped and the boot JSON has no '<', so the first </head> is the template's.
      const html = page.html.replace('</head>', () => `<meta property="csp-nonce" nonce="${nonce}" /></head>`);
      sent = await compressPage(html, acceptEncoding);
    }
    const { body, encoding } = sent;
    if (encoding) reply.header('content-encoding', encoding);
    return reply.code(page.status).type('text/html; charset=utf-8').send(body);
  };

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0];
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !API_PREFIXES.some((p) => url.startsWith(p)) &&
      !/\.[a-z0-9]{1,6}$/i.test(url);
    if (isPage) {
      let pagePath = url;
      try {
        pagePath = decodeURIComponent(url);
      } catch {
        // keep the raw path; it simply will not match a page
      }
      const search = request.url.length > url.length + 1 ? request.url.slice(url.length) : '';
      return sendPage(pagePath, search, request.headers['user-agent'], request.headers['accept-encoding'], reply);
    }
    return reply
      .code(404)
      .header('cache-control', 'no-store')
      .send({ status: 0, code: 'NOT_FOUND', message: '请求的资源不存在' });
  });
}
