import { eventFrame, parseLastEventId, readyFrame, resetFrame } from './frames';

describe('live draw frames', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['  ', undefined],
    ['0', 0],
    ['42', 42],
    [' 42 ', 42],
    ['999999999999999', 999_999_999_999_999],
    ['9999999999999999', 'invalid'],
    ['-1', 'invalid'],
    ['1.5', 'invalid'],
    ['1e3', 'invalid'],
    ['jspk10:20261121-0458', 'invalid'],
  ])('Last-Event-ID %j reads as %j', (raw, expected) => {
    expect(parseLastEventId(raw)).toBe(expected);
  });

  it('writes standard SSE frames: id, event, one data line, a blank line', () => {
    expect(eventFrame('draw', 7, { a: 'x\ny' })).toBe('id: 7\nevent: draw\ndata: {"a":"x\\ny"}\n\n');
    expect(resetFrame(9, 'TOO_FAR_BEHIND')).toBe('id: 9\nevent: reset\ndata: {"reason":"TOO_FAR_BEHIND"}\n\n');
    expect(readyFrame(9)).toBe('id: 9\nevent: ready\ndata: {"lastEventId":"9"}\n\n');
  });
});
