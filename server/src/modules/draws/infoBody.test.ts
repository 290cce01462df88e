import { InfoBodies } from './infoBody';
import type { DrawInfo } from './service';

const draw = (period: string): NonNullable<DrawInfo['prePeriod']> => ({
  code: 'jspk10',
  period,
  balls: [2, 5, 7, 10, 8, 6, 3, 4, 1, 9],
  drawTime: '2026-11-28T01:41:15.000+08:00',
  ruleDetail: { guanYaHe: 7, guanYaHeDaXiao: '小' } as never,
});

const info = (prePeriod: DrawInfo['prePeriod'], serverTime: string, next = '20261128-0083'): DrawInfo => ({
  code: 'jspk10',
  name: '极速赛车',
  group: 'pk10',
  prePeriod,
  nextPeriod: { period: next, drawTime: '2026-11-28T01:42:30.000+08:00' },
  serverTime,
});

/** The route's serialiser stand-in (JSON.stringify keeps the schema's property order here); counts its runs. */
function serializer() {
  let runs = 0;
  const serialize = (envelope: { status: 1; data: DrawInfo }) => {
    runs += 1;
    return JSON.stringify(envelope);
  };
  return { serialize, runs: () => runs };
}

const text = (body: unknown) => (Buffer.isBuffer(body) ? body.toString('utf8') : body);

describe('InfoBodies (the draw/info body serialised once per draw)', () => {
  it('serialises once, then appends each request its own server time to the same bytes', () => {
    const bodies = new InfoBodies();
    const { serialize, runs } = serializer();
    const latest = draw('20261128-0082');
    const first = info(latest, '2026-11-28T01:41:51.502+08:00');
    expect(text(bodies.body(first, serialize))).toBe(JSON.stringify({ status: 1, data: first }));
    const later = info(latest, '2026-11-28T01:41:52.013+08:00');
    const body = bodies.body(later, serialize);
    expect(Buffer.isBuffer(body)).toBe(true);
    expect(text(body)).toBe(JSON.stringify({ status: 1, data: later }));
    expect(runs()).toBe(1);
    expect(bodies.size).toBe(1);
  });

  it('serialises again when a new draw arrives (a new latest draw object), a correction included', () => {
    const bodies = new InfoBodies();
    const { serialize, runs } = serializer();
    bodies.body(info(draw('20261128-0082'), '2026-11-28T01:42:00.000+08:00'), serialize);
    const fresh = info(draw('20261128-0083'), '2026-11-28T01:42:31.000+08:00', '20261128-0084');
    expect(text(bodies.body(fresh, serialize))).toBe(JSON.stringify({ status: 1, data: fresh }));
    expect(runs()).toBe(2);
    // The same period drawn again (a corrected draw is a new cached object): redone too.
    const corrected = info(
      { ...draw('20261128-0083'), balls: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] },
      '2026-11-28T01:42:32.000+08:00',
      '20261128-0084',
    );
    expect(text(bodies.body(corrected, serialize))).toBe(JSON.stringify({ status: 1, data: corrected }));
    expect(runs()).toBe(3);
  });

  it('serialises again when the next period moves on without a draw (a missed draw), or the name changes', () => {
    const bodies = new InfoBodies();
    const { serialize, runs } = serializer();
    const latest = draw('20261128-0082');
    bodies.body(info(latest, '2026-11-28T01:42:00.000+08:00'), serialize);
    const moved = info(latest, '2026-11-28T01:42:31.000+08:00', '20261128-0084');
    expect(text(bodies.body(moved, serialize))).toBe(JSON.stringify({ status: 1, data: moved }));
    const renamed = { ...moved, name: '极速赛车（新）', serverTime: '2026-11-28T01:42:32.000+08:00' };
    expect(text(bodies.body(renamed, serialize))).toBe(JSON.stringify({ status: 1, data: renamed }));
    expect(runs()).toBe(3);
  });

  it('a lottery without draws is kept as well', () => {
    const bodies = new InfoBodies();
    const { serialize, runs } = serializer();
    bodies.body(info(null, '2026-11-28T01:42:00.000+08:00'), serialize);
    const later = info(null, '2026-11-28T01:42:01.000+08:00');
    expect(text(bodies.body(later, serialize))).toBe(JSON.stringify({ status: 1, data: later }));
    expect(runs()).toBe(1);
  });

  it('keeps nothing from a serialiser whose text does not end with the server time', () => {
    const bodies = new InfoBodies();
    let runs = 0;
    const reordered = (envelope: { status: 1; data: DrawInfo }) => {
      runs += 1;
      const { serverTime, ...rest } = envelope.data;
      return JSON.stringify({ status: 1, data: { serverTime, ...rest } });
    };
    const a = info(draw('20261128-0082'), '2026-11-28T01:42:00.000+08:00');
    expect(bodies.body(a, reordered)).toBe(reordered({ status: 1, data: a }));
    expect(bodies.body(a, reordered)).toBe(reordered({ status: 1, data: a }));
    expect(runs).toBe(4);
    expect(bodies.size).toBe(0);
  });
});
