// A share of the live-push benchmark's clients (server/bench/sse.bench.ts), in a thread of its
// own so that parsing a thousand streams does not run on the server's event loop. Opens
// `count` event streams round-robin over `ports`, records when each draw event arrived, and
// answers `report` with, per client, the ids received in order and their arrival times.
import http from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

const { ports, count, path, offset } = workerData;
const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
const clients = [];
let ready = 0;

const now = () => performance.timeOrigin + performance.now();

function open(i) {
  const client = { ids: [], at: [], resets: 0, refused: 0, errors: 0 };
  clients.push(client);
  const port = ports[(offset + i) % ports.length];
  const req = http.get({ host: '127.0.0.1', port, path, agent }, (res) => {
    if (res.statusCode !== 200) {
      client.refused += 1;
      res.resume();
      return;
    }
    let buffer = '';
    let counted = false;
    res.setEncoding('utf8');
    res.on('data', (chunk) => {
      buffer += chunk;
      let idx;
      while ((idx = buffer.indexOf('\n\n')) >= 0) {
        const frame = buffer.slice(0, idx);
        buffer = buffer.slice(idx + 2);
        const event = /^event: (.*)$/m.exec(frame)?.[1];
        const id = /^id: (.*)$/m.exec(frame)?.[1];
        if (event === 'draw') {
          client.ids.push(Number(id));
          client.at.push(now());
        } else if (event === 'reset') client.resets += 1;
        else if (event === 'ready' && !counted) {
          counted = true;
          ready += 1;
          if (ready % 100 === 0 || ready === count) parentPort.postMessage({ type: 'ready', ready });
        }
      }
    });
  });
  req.on('error', () => (client.errors += 1));
}

parentPort.on('message', (msg) => {
  if (msg.type === 'report') parentPort.postMessage({ type: 'report', clients });
  if (msg.type === 'exit') {
    agent.destroy();
    process.exit(0);
  }
});

for (let i = 0; i < count; i++) open(i);
