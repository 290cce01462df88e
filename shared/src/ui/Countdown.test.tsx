import { act, render, screen } from '@testing-library/react';
import { RootStore, StoresProvider } from '../stores';
import { drawInfo, fakeEnv } from '../testing';
import { Countdown, formatCountdown } from './Countdown';

describe('formatCountdown', () => {
  it.each([
    [45_000, '00:45'],
    [44_001, '00:45'],
    [1, '00:01'],
    [59 * 60_000 + 59_000, '59:59'],
    [3600_000, '01:00:00'],
    [3600_000 * 4 + 15 * 60_000 + 43_000, '04:15:43'],
    [86_400_000 + 3_000, '1天 00:00:03'],
    [2 * 86_400_000 + 5 * 3600_000, '2天 05:00:00'],
  ])('%i ms → %s', (ms, text) => {
    expect(formatCountdown(ms)).toBe(text);
  });

  it('is empty once the time is up', () => {
    expect(formatCountdown(0)).toBe('');
    expect(formatCountdown(-500)).toBe('');
    expect(formatCountdown(Number.NaN)).toBe('');
  });
});

describe('<Countdown>', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function mount(to: string | number, offsetMs = 0) {
    const { env } = fakeEnv({ now: () => Date.now() });
    const store = new RootStore(env);
    if (offsetMs) store.draws.apply(drawInfo('x', '1', Date.now(), { serverTime: Date.now() + offsetMs }));
    return render(
      <StoresProvider store={store}>
        <Countdown to={to} />
      </StoresProvider>,
    );
  }

  it('counts down every second and shows 开奖中… when due', () => {
    mount(Date.now() + 3000);
    expect(screen.getByTestId('countdown').textContent).toBe('00:03');
    act(() => void jest.advanceTimersByTime(990));
    expect(screen.getByTestId('countdown').textContent).toBe('00:03');
    act(() => void jest.advanceTimersByTime(20));
    expect(screen.getByTestId('countdown').textContent).toBe('00:02');
    act(() => void jest.advanceTimersByTime(2000));
    expect(screen.getByTestId('countdown').textContent).toBe('开奖中…');
    expect(screen.getByTestId('countdown').getAttribute('data-due')).toBe('true');
  });

  it('counts on the server clock, not the client clock', () => {
    // The server is 10 s ahead: a draw 30 s away on the client clock is 20 s away.
    mount(Date.now() + 30_000, 10_000);
    expect(screen.getByTestId('countdown').textContent).toBe('00:20');
  });

  it('accepts ISO times with the +08:00 offset', () => {
    const at = new Date(Date.now() + 65_000);
    const beijing = new Date(at.getTime() + 8 * 3600_000).toISOString().replace('Z', '+08:00');
    mount(beijing);
    expect(screen.getByTestId('countdown').textContent).toBe('01:05');
  });

  it('shows a placeholder for a missing time', () => {
    mount(Number.NaN);
    expect(screen.getByTestId('countdown').textContent).toBe('--:--');
  });
});
