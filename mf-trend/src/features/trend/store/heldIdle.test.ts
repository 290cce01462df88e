import { HeldIdle } from './heldIdle';

describe('HeldIdle', () => {
  it('passes work through, queues it while held and hands the queue over on release, once', () => {
    const scheduled: string[] = [];
    const gate = new HeldIdle((fn) => fn());
    gate.run(() => scheduled.push('a'));
    gate.hold();
    gate.run(() => scheduled.push('b'));
    gate.run(() => scheduled.push('c'));
    expect(scheduled).toEqual(['a']);
    gate.release();
    gate.release();
    gate.run(() => scheduled.push('d'));
    expect(scheduled).toEqual(['a', 'b', 'c', 'd']);
  });
});
