#!/usr/bin/env node
// `npm run new-remote -- mf-<name> [--title 标题] [--port N]`: a new remote from templates/remote
// (see shared/src/mf/generator.cjs and docs/REMOTES.md).
import { createRequire } from 'node:module';

const requireCjs = createRequire(import.meta.url);
const { generateRemote } = requireCjs('../shared/src/mf/generator.cjs');

const args = process.argv.slice(2);
const options = {};
const names = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--title') options.title = args[++i];
  else if (args[i] === '--port') options.port = Number(args[++i]);
  else names.push(args[i]);
}

if (names.length !== 1) {
  console.error('usage: npm run new-remote -- mf-<name> [--title 标题] [--port N]');
  process.exit(1);
}
try {
  const made = generateRemote(names[0], options);
  const steps = [
    ['npm install', 'link the new workspace'],
    [`npm test -w ${made.packageName}`, 'its unit tests'],
    [`npm run dev -w ${made.packageName}`, `standalone on http://127.0.0.1:${made.port}${made.routes.desktop[0]}`],
    [`npm run build -w ${made.packageName}`, 'its production build'],
    [`npm run release -- publish ${made.folder}`, 'publish it; the e2e smoke specs open its smoke pages'],
  ];
  const width = Math.max(...steps.map(([cmd]) => cmd.length)) + 2;
  console.log(
    [
      `${made.folder}: created (${made.name}, ${made.routes.desktop[0]} and ${made.routes.mobile[0]}, dev port ${made.port})`,
      '',
      'Next:',
      ...steps.map(([cmd, what]) => `  ${cmd.padEnd(width)}${what}`),
      '',
      `Its contract is the "federation" block of ${made.folder}/package.json (docs/REMOTES.md).`,
    ].join('\n'),
  );
} catch (err) {
  console.error(`new-remote: ${err.message}`);
  process.exit(1);
}
