import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { WeeklyBonusNotice, landingState } from './WeeklyBonusNotice';

const at = (state: unknown) =>
  render(
    <MemoryRouter initialEntries={[{ pathname: '/member', state }]}>
      <WeeklyBonusNotice />
    </MemoryRouter>,
  );

describe('WeeklyBonusNotice (本周首次登录)', () => {
  it('tells the points the login earned, as a status', () => {
    at(landingState(1000));
    expect(screen.getByRole('status').textContent).toBe('本周首次登录，获得 1000 积分');
  });

  it.each([
    ['a login that earned nothing', landingState(0)],
    ['a visit without login state', null],
    ['state from elsewhere', { weeklyBonus: 'lots' }],
  ])('shows nothing after %s', (_what, state) => {
    at(state);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
