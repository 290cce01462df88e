import type { LoginCheck } from '@cp/shared/stores';

/**
 * One login check per visit of a page (a navigation: react-router's location key), shared by
 * every guard on that page — the shell's outlet and any RequireLogin of a remote — so the
 * token is renewed once and a guest gets one notice, however many guards ask.
 */
export class LoginGate {
  private visit: string | null = null;
  private pending: Promise<LoginCheck> | null = null;
  private result: LoginCheck | null = null;
  private noticed = false;

  constructor(private readonly check: () => Promise<LoginCheck>) {}

  private enter(visit: string): void {
    if (visit === this.visit) return;
    this.visit = visit;
    this.pending = null;
    this.result = null;
    this.noticed = false;
  }

  /** The check of this visit: run on the first call, the same answer after. */
  run(visit: string): Promise<LoginCheck> {
    this.enter(visit);
    if (!this.pending)
      this.pending = this.check().then((result) => {
        if (this.visit === visit) this.result = result;
        return result;
      });
    return this.pending;
  }

  /** True when this visit's check has already passed. */
  passed(visit: string): boolean {
    return this.visit === visit && this.result === 'ok';
  }

  /** True for the first guard of a visit that wants to show the notice; false for the others. */
  claimNotice(visit: string): boolean {
    this.enter(visit);
    if (this.noticed) return false;
    this.noticed = true;
    return true;
  }
}

const gates = new WeakMap<object, LoginGate>();

/** The gate of a member store (one per store, so one per page and per test). */
export function gateFor(member: { check: () => Promise<LoginCheck> }): LoginGate {
  let gate = gates.get(member);
  if (!gate) {
    gate = new LoginGate(() => member.check());
    gates.set(member, gate);
  }
  return gate;
}
