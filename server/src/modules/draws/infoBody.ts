import type { DrawInfo } from './service';

/** The end of a serialised draw/info envelope: its server time, the last property of DrawInfoSchema. */
const tail = (serverTime: string) => `"serverTime":${JSON.stringify(serverTime)}}}`;

interface Head {
  /** What the head was made of: the lottery, its latest draw (a new draw or a correction is a new object) and next period. */
  name: string;
  group: string;
  prePeriod: DrawInfo['prePeriod'];
  nextPeriod: string;
  nextDrawTime: string;
  /** The serialised envelope up to its server time, as UTF-8. */
  json: Buffer;
}

/**
 * The body of `GET draw/info/{code}`, serialised once per lottery and draw: everything but the
 * server time stays the same until the next draw (or the next period of the timetable), so the
 * route's own serialiser runs once and every other request appends its server time to the bytes
 * it made (bytes, not a string: Node would copy a string with Chinese in it twice more on its way
 * to the socket). A body that does not end as expected is sent as it was serialised and not kept.
 */
export class InfoBodies {
  private readonly heads = new Map<string, Head>();

  /** `serialize`: the route's serialiser of the envelope (reply.serialize), run on a miss. */
  body<T>(info: DrawInfo, serialize: (envelope: { status: 1; data: DrawInfo }) => string | T): Buffer | string | T {
    const head = this.heads.get(info.code);
    if (
      head &&
      head.prePeriod === info.prePeriod &&
      head.nextPeriod === info.nextPeriod.period &&
      head.nextDrawTime === info.nextPeriod.drawTime &&
      head.name === info.name &&
      head.group === info.group
    )
      return Buffer.concat([head.json, Buffer.from(tail(info.serverTime))]);
    const json = serialize({ status: 1, data: info });
    const end = tail(info.serverTime);
    if (typeof json === 'string' && json.endsWith(end))
      this.heads.set(info.code, {
        name: info.name,
        group: info.group,
        prePeriod: info.prePeriod,
        nextPeriod: info.nextPeriod.period,
        nextDrawTime: info.nextPeriod.drawTime,
        json: Buffer.from(json.slice(0, -end.length)),
      });
    else this.heads.delete(info.code);
    return json;
  }

  get size(): number {
    return this.heads.size;
  }
}
