#!/usr/bin/env node
// Home page JavaScript weight (npm run bench runs it against a running server): every script
// the desktop and mobile home pages load, gzip-compressed, and what it is made of — each shared
// framework singleton's real weight (React, ReactDOM, the router, MobX, styled-components,
// axios), the federation runtime and our own code — read from the scripts' source maps: each
// script's gzip bytes are shared out among the packages its minified bytes come from.
// Usage: node e2e/bench/bundle.bench.mjs [baseUrl]
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const requireCjs = createRequire(import.meta.url);
const { SourceMapConsumer } = requireCjs('source-map');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const base = process.argv[2] ?? 'http://127.0.0.1:8080';
const SINGLETONS = [
  'react',
  'react-dom',
  'react-router',
  'react-router-dom',
  'mobx',
  'mobx-react-lite',
  'styled-components',
  'axios',
];
const gz = (buf) => zlib.gzipSync(buf, { level: 6 }).length;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

/** The package a source of a map belongs to: a node_modules package, the federation runtime, or ours. */
function packageOf(source) {
  const nm = source.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = source.slice(nm + 'node_modules/'.length).split('/');
    const name = rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
    if (name.startsWith('@module-federation/')) return 'federation runtime';
    if (name === 'scheduler') return 'react-dom'; // react-dom's own scheduler
    return name;
  }
  if (/webpack\/(runtime|bootstrap)|^webpack\//.test(source)) return 'webpack runtime';
  return 'our code';
}

/** The file a script URL was served from (the shell's build or a remote release). */
function fileOf(url) {
  const p = new URL(url).pathname;
  if (p.startsWith('/remotes/')) return path.join(root, 'releases', p.slice('/remotes/'.length));
  return path.join(root, 'shell', 'dist', p);
}

/** Bytes of a script by package, from its source map (unmapped bytes: 'webpack runtime'). */
async function composition(file, body) {
  const mapFile = `${file}.map`;
  const total = body.length;
  if (!fs.existsSync(mapFile)) return new Map([['unknown', total]]);
  const text = body.toString('utf8');
  const lineStarts = [0];
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) lineStarts.push(i + 1);
  const consumer = await new SourceMapConsumer(JSON.parse(fs.readFileSync(mapFile, 'utf8')));
  const mappings = [];
  consumer.eachMapping((m) => mappings.push(m), null, SourceMapConsumer.GENERATED_ORDER);
  const bytes = new Map();
  const add = (k, n) => bytes.set(k, (bytes.get(k) ?? 0) + n);
  let mapped = 0;
  for (let i = 0; i < mappings.length; i++) {
    const m = mappings[i];
    const next = mappings[i + 1];
    const start = lineStarts[m.generatedLine - 1] + m.generatedColumn;
    const end =
      next && next.generatedLine === m.generatedLine
        ? lineStarts[next.generatedLine - 1] + next.generatedColumn
        : (lineStarts[m.generatedLine] ?? text.length);
    const n = Math.max(0, end - start);
    add(m.source ? packageOf(m.source) : 'webpack runtime', n);
    mapped += n;
  }
  if (total > mapped) add('webpack runtime', total - mapped);
  return bytes;
}

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});

async function homeScripts(url, mobile) {
  const context = await browser.newContext(
    mobile
      ? {
          viewport: { width: 390, height: 844 },
          isMobile: true,
          userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148',
        }
      : { viewport: { width: 1366, height: 900 } },
  );
  const page = await context.newPage();
  const scripts = new Map();
  // Scripts asked for after the page's load event (axios, loaded while idle) are not the first view's.
  let loadFired = false;
  const late = new Set();
  page.once('load', () => {
    loadFired = true;
  });
  page.on('request', (req) => {
    if (loadFired && req.resourceType() === 'script') late.add(req.url());
  });
  page.on('response', async (res) => {
    if (res.request().resourceType() !== 'script') return;
    try {
      scripts.set(res.url(), await res.body());
    } catch {
      // a script that failed to load has no body
    }
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1500);
  // Whether the federation runtime loaded ECharts (it must not on home pages).
  const echarts = await page.evaluate(() => {
    const share = globalThis.__FEDERATION__?.__SHARE__ ?? {};
    return Object.values(share).some((scopes) =>
      Object.values(scopes.default?.echarts ?? {}).some((v) => v.loaded || v.loading),
    );
  });
  await context.close();
  let bytes = 0;
  let lateBytes = 0;
  const lateNames = [];
  const byPackage = new Map();
  for (const [scriptUrl, body] of scripts) {
    const size = gz(body);
    bytes += size;
    if (late.has(scriptUrl)) {
      lateBytes += size;
      lateNames.push(path.basename(new URL(scriptUrl).pathname));
    }
    const parts = await composition(fileOf(scriptUrl), body);
    const raw = [...parts.values()].reduce((a, b) => a + b, 0) || 1;
    for (const [pkg, n] of parts) byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + (size * n) / raw);
  }
  return { count: scripts.size, bytes, lateBytes, lateCount: lateNames.length, byPackage, echarts };
}

const desktop = await homeScripts(`${base}/`, false);
const mobile = await homeScripts(`${base}/m`, true);
await browser.close();

console.log('Home page JavaScript, gzip (level 6), by source map; target (issue 19): ≤ 150 KB a home page');
for (const [name, r] of [
  ['desktop /', desktop],
  ['mobile /m', mobile],
]) {
  const singletons = SINGLETONS.reduce((sum, p) => sum + (r.byPackage.get(p) ?? 0), 0);
  console.log(
    `  ${name.padEnd(10)} ${String(r.count).padStart(3)} scripts, ${kb(r.bytes)}; framework singletons ${kb(singletons)} ` +
      `(${((singletons / r.bytes) * 100).toFixed(0)} %); echarts loaded: ${r.echarts ? 'YES' : 'no'}`,
  );
  console.log(
    `             first view (scripts asked for before the load event): ${kb(r.bytes - r.lateBytes)}; ` +
      `after it, while idle: ${r.lateCount} scripts, ${kb(r.lateBytes)}`,
  );
  const rows = [...r.byPackage.entries()].sort((a, b) => b[1] - a[1]);
  for (const [pkg, n] of rows)
    if (n >= 256)
      console.log(`      ${pkg.padEnd(22)} ${kb(n).padStart(9)}${SINGLETONS.includes(pkg) ? '   singleton' : ''}`);
}
