import { LoginGate } from './loginGate';
import type { LoginCheck } from '@cp/shared/stores';

describe('LoginGate', () => {
  it('runs the check once per visit and hands every guard the same answer', async () => {
    const check = jest.fn(async (): Promise<LoginCheck> => 'ok');
    const gate = new LoginGate(check);
    const [a, b] = await Promise.all([gate.run('k1'), gate.run('k1')]);
    expect([a, b]).toEqual(['ok', 'ok']);
    expect(check).toHaveBeenCalledTimes(1);
    expect(gate.passed('k1')).toBe(true);
    expect(gate.passed('k2')).toBe(false);
    await gate.run('k2');
    expect(check).toHaveBeenCalledTimes(2);
  });

  it('lets one guard per visit show the notice', () => {
    const gate = new LoginGate(async () => 'not-logged-in');
    expect(gate.claimNotice('k1')).toBe(true);
    expect(gate.claimNotice('k1')).toBe(false);
    expect(gate.claimNotice('k2')).toBe(true);
  });

  it('does not count a check of an earlier visit as passed', async () => {
    let finish: (v: LoginCheck) => void = () => undefined;
    const gate = new LoginGate(() => new Promise((r) => (finish = r)));
    const first = gate.run('k1');
    gate.claimNotice('k2');
    finish('ok');
    await first;
    expect(gate.passed('k1')).toBe(false);
    expect(gate.passed('k2')).toBe(false);
  });
});
