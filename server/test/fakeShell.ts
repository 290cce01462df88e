import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';

/**
 * A built shell as webpack leaves it: a template with the server's placeholders and a hashed
 * script (`defer` when `scriptAttributes` says so).
 */
export function fakeShell(scriptAttributes = ''): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-shell-'));
  const script = `<script${scriptAttributes ? ` ${scriptAttributes}` : ''} src="/main.1a2b3c4d.js"></script>`;
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><html><head><meta charset="utf-8"><title>{{title}}</title><meta name="keywords" content="{{keywords}}"><meta name="description" content="{{description}}"></head><body><div id="root">{{firstView}}</div><script type="application/json" id="cp-boot">{{boot}}</script>${script}</body></html>`,
  );
  fs.writeFileSync(path.join(dir, 'main.1a2b3c4d.js'), 'console.log("shell")');
  return dir;
}
