import type { ServerResponse } from 'node:http';
import { SseClient, frameOf } from './client';

/** A response whose socket never takes anything: every byte written stays waiting. */
function stalledResponse() {
  const res = {
    writableLength: 0,
    destroyed: false,
    writableEnded: false,
    written: [] as string[],
    write(text: string) {
      this.written.push(text);
      this.writableLength += Buffer.byteLength(text);
      return false;
    },
    destroy() {
      this.destroyed = true;
    },
    end() {
      this.writableEnded = true;
    },
  };
  return res;
}

describe('SseClient', () => {
  it('writes until the next frame would pass the limit, then disconnects instead, never holding more', () => {
    const raw = stalledResponse();
    const overflows: number[] = [];
    const client = new SseClient(raw as unknown as ServerResponse, null, '10.0.0.1', 1000, (_c, buffered) =>
      overflows.push(buffered),
    );
    const frame = frameOf(`data: ${'x'.repeat(292)}\n\n`); // 300 bytes
    expect([client.send(frame), client.send(frame), client.send(frame)]).toEqual([true, true, true]);
    expect(client.send(frame)).toBe(false);
    expect(raw.destroyed).toBe(true);
    expect(raw.writableLength).toBe(900);
    expect(overflows).toEqual([900]);
    expect(client.open).toBe(false);
    expect(client.send(frame)).toBe(false);
    expect(raw.written).toHaveLength(3);
    expect(overflows).toHaveLength(1);
  });

  it('counts bytes, not characters (Chinese text is three bytes a character)', () => {
    const raw = stalledResponse();
    const client = new SseClient(raw as unknown as ServerResponse, null, 'ip', 20, () => undefined);
    expect(client.send(frameOf('开奖开奖开奖'))).toBe(true); // 18 bytes
    expect(client.send(frameOf('开'))).toBe(false);
  });

  it('subscribes to some lotteries or all', () => {
    const raw = stalledResponse() as unknown as ServerResponse;
    expect(new SseClient(raw, new Set(['jspk10']), 'ip', 10, () => undefined).wants('hk6')).toBe(false);
    expect(new SseClient(raw, new Set(['jspk10']), 'ip', 10, () => undefined).wants('jspk10')).toBe(true);
    expect(new SseClient(raw, null, 'ip', 10, () => undefined).wants('hk6')).toBe(true);
  });
});
