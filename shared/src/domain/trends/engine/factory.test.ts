import { enableCompiledRecords, loopFactory, recordFactory } from './factory';

const layout = [
  { key: 'hm1', keys: ['num0', 'num1', 'num2'] },
  { key: 'all', keys: ['daxiao_da', 'daxiao_xiao'] },
];

/** Runs `fn` while counting the calls of the Function constructor. */
function functionCalls(fn: () => void): number {
  const original = globalThis.Function;
  let calls = 0;
  globalThis.Function = new Proxy(original, {
    construct(target, args) {
      calls += 1;
      return Reflect.construct(target, args) as object;
    },
  });
  try {
    fn();
  } finally {
    globalThis.Function = original;
  }
  return calls;
}

describe('recordFactory', () => {
  // First in the file: the module starts with compiling off.
  it('generates no code until enabled (browser pages refuse and report it: Content-Security-Policy)', () => {
    expect(functionCalls(() => recordFactory(layout)(Int32Array.from([1, 2, 3, 4, 5])))).toBe(0);
    enableCompiledRecords();
    let rec: unknown;
    expect(functionCalls(() => (rec = recordFactory(layout)(Int32Array.from([1, 2, 3, 4, 5]))))).toBe(1);
    expect(rec).toEqual(loopFactory(layout)(Int32Array.from([1, 2, 3, 4, 5])));
  });

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
