import { useEffect, useState } from 'react';
import type { RemoteRouteProps } from '@cp/shared/mf';
import { fakeStore } from './env';
import { FakeHttp } from './fakeHttp';
import { hydrateRemoteFirstView } from './firstView';

/** A page that shows the clock: read while rendering and again once the browser has it. */
function ClockPage(_: RemoteRouteProps) {
  const [at, setAt] = useState(() => Date.now());
  useEffect(() => {
    const tick = () => setAt(Date.now()); // as a countdown's first tick
    tick();
  }, []);
  return <p>{at}</p>;
}

const side = () => ({
  root: fakeStore({ openEventSource: null }, { answer: 'empty', timers: 'inert' }).store,
  http: new FakeHttp(),
});

/** Lets the real clock move on (synchronously, as a visitor's wait before the scripts run). */
const wait = (ms: number) => {
  const end = performance.now() + ms;
  while (performance.now() < end);
};

describe('hydrateRemoteFirstView', () => {
  it('draws both sides at one moment: a clock read in between does not move', async () => {
    const result = await hydrateRemoteFirstView(
      { default: ClockPage },
      { prefix: '/clock', path: '/clock', beforeHydrate: () => wait(5) },
      side(),
      side(),
    );
    result.unmount();
    expect(result.errors).toEqual([]);
    expect(result.after).toBe(result.before);
  });

  it('gives the clock back afterwards', async () => {
    const result = await hydrateRemoteFirstView({ default: ClockPage }, { prefix: '/c', path: '/c' }, side(), side());
    result.unmount();
    const before = Date.now();
    wait(5);
    expect(Date.now()).toBeGreaterThan(before);
  });
});
