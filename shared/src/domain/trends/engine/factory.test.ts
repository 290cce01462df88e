import { loopFactory, recordFactory } from './factory';

const layout = [
  { key: 'hm1', keys: ['num0', 'num1', 'num2'] },
  { key: 'all', keys: ['daxiao_da', 'daxiao_xiao'] },
];

describe('recordFactory', () => {
  it('reads the flat buffer position by position, key by key, in layout order', () => {
    const rec = recordFactory(layout)(Int32Array.from([5, 0, 7, 1, 2]));
    expect(rec).toEqual({ hm1: { num0: 5, num1: 0, num2: 7 }, all: { daxiao_da: 1, daxiao_xiao: 2 } });
    expect(Object.keys(rec.hm1)).toEqual(['num0', 'num1', 'num2']);
    expect(JSON.stringify(rec)).toBe('{"hm1":{"num0":5,"num1":0,"num2":7},"all":{"daxiao_da":1,"daxiao_xiao":2}}');
  });

  it('returns a fresh object per call, equal to the plain-loop fallback', () => {
    const make = recordFactory(layout);
    const buf = Int32Array.from([1, 2, 3, 4, 5]);
    const a = make(buf);
    buf[0] = 9;
    const b = make(buf);
    expect(a.hm1.num0).toBe(1);
    expect(b.hm1.num0).toBe(9);
    expect(b).toEqual(loopFactory(layout)(buf));
  });

  it.each(['__proto__', 'a-b', '1num', 'x;y', ''])('refuses the key %j', (bad) => {
    expect(() => recordFactory([{ key: 'hm1', keys: [bad] }])).toThrow(/Invalid trend key/);
    expect(() => recordFactory([{ key: bad, keys: ['num1'] }])).toThrow(/Invalid trend position key/);
  });
});
