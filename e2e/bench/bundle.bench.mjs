#!/usr/bin/env node
// Home page JavaScript weight (npm run bench runs it against a running server): every script
// the desktop and mobile home pages load, gzip-compressed, against the gzip bytes of the shared
// framework singletons alone (React, ReactDOM, the router, MobX, styled-components, axios).
// Usage: node e2e/bench/bundle.bench.mjs [baseUrl]
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const base = process.argv[2] ?? 'http://127.0.0.1:8080';
const FRAMEWORK = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'react-router',
  'react-router-dom',
  'mobx',
  'mobx-react-lite',
  'styled-components',
  'axios',
];
const gz = (buf) => zlib.gzipSync(buf, { level: 6 }).length;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

const manifest = JSON.parse(fs.readFileSync(path.join(root, 'shell', 'dist', 'mf-manifest.json'), 'utf8'));
const frameworkFiles = new Set(
  manifest.shared.filter((s) => FRAMEWORK.includes(s.name)).flatMap((s) => [...s.assets.js.sync, ...s.assets.js.async]),
);
const frameworkBytes = [...frameworkFiles].reduce(
  (sum, f) => sum + gz(fs.readFileSync(path.join(root, 'shell', 'dist', f))),
  0,
);

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
  for (const body of scripts.values()) bytes += gz(body);
  return { count: scripts.size, bytes, echarts };
}

const desktop = await homeScripts(`${base}/`, false);
const mobile = await homeScripts(`${base}/m`, true);
await browser.close();

console.log('Home page JavaScript, gzip (level 6)');
console.log(`  framework singletons alone (${frameworkFiles.size} chunks): ${kb(frameworkBytes)}`);
for (const [name, r] of [
  ['desktop /', desktop],
  ['mobile /m', mobile],
]) {
  console.log(
    `  ${name.padEnd(10)} ${String(r.count).padStart(3)} scripts, ${kb(r.bytes)}  ratio to singletons ${(r.bytes / frameworkBytes).toFixed(2)}  echarts loaded: ${r.echarts ? 'YES' : 'no'}`,
  );
}
