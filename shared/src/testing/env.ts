import { RootStore } from '@cp/shared/stores';
import type { StoreEnv } from '@cp/shared/stores';
import { createFakeApi } from './fakeApi';
import type { FakeApiOptions } from './fakeApi';
import { FakeClock } from './fakeClock';
import { FakeEventSource } from './fakeEventSource';
import { fakeStorage } from './fakeStorage';

export interface FakeEnvOptions extends FakeApiOptions {
  /**
   * 'fake' (the default): `now` and the timers are a FakeClock's (`clock.advance`).
   * 'real': the real clock and timers (jest's fake timers drive them if the test turns them on).
   * 'inert': the real clock, and timers that never fire (no retry, no poll).
   */
  timers?: 'fake' | 'real' | 'inert';
}

/**
 * Everything a RootStore needs, faked: the shell's API areas (endpoints pending until a test
 * answers them, unless `answer: 'empty'`), storage, a clock, server-sent event streams (each one
 * opened is in `sources`) and a log of jest mocks. `overrides` replace any part of the env.
 */
export function fakeEnv(overrides: Partial<StoreEnv> = {}, options: FakeEnvOptions = {}) {
  const { timers = 'fake', ...apiOptions } = options;
  const { api, calls } = createFakeApi({ answer: 'never', ...apiOptions });
  const storage = fakeStorage();
  const clock = new FakeClock();
  const sources: FakeEventSource[] = [];
  const log = { warn: jest.fn(), error: jest.fn() };
  const clockEnv: Partial<StoreEnv> =
    timers === 'fake'
      ? { now: () => clock.now, setTimeout: clock.setTimeout, clearTimeout: clock.clearTimeout }
      : timers === 'inert'
        ? { setTimeout: () => 0, clearTimeout: () => undefined }
        : {};
  const env: StoreEnv = {
    api,
    storage,
    ...clockEnv,
    openEventSource: (url) => {
      const source = new FakeEventSource(url);
      sources.push(source);
      return source;
    },
    log,
    ...overrides,
  };
  return { env, api, calls, storage, clock, sources, log };
}

/** A RootStore over fakeEnv (same arguments), with the fakes around it. */
export function fakeStore(overrides: Partial<StoreEnv> = {}, options: FakeEnvOptions = {}) {
  const ctx = fakeEnv(overrides, options);
  return { ...ctx, store: new RootStore(ctx.env) };
}
