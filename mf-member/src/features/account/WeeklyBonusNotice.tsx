import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { theme } from '@cp/shared/ui';

/** Router state a login hands to the page it lands on. */
export interface LoginLanding {
  weeklyBonus: number;
}

/** The state to navigate with after a login (none when it earned nothing). */
export const landingState = (weeklyBonus: number): LoginLanding | undefined =>
  weeklyBonus > 0 ? { weeklyBonus } : undefined;

/**
 * 本周首次登录 +N 积分: shown on the page a login lands on, once (the state belongs to that
 * history entry; a reload or a later visit has none).
 */
export function WeeklyBonusNotice() {
  const { state } = useLocation();
  const points = (state as Partial<LoginLanding> | null)?.weeklyBonus ?? 0;
  if (!(points > 0)) return null;
  return <Notice role="status">本周首次登录，获得 {points} 积分</Notice>;
}

const Notice = styled.p`
  margin: 0 0 12px;
  padding: 10px 14px;
  border-radius: ${theme.radius};
  background: #fff7e6;
  border: 1px solid #ffd591;
  color: #873800;
  font-size: 14px;
`;
