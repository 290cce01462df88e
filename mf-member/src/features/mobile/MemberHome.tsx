import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useShellLogout } from '@cp/shared/mf';
import { useStores } from '@cp/shared/stores';
import { theme } from '@cp/shared/ui';
import { REMOTE_VERSION } from '../../remote';
import { MemberStatus, WeeklyBonusNotice } from '../account';
import { MobilePage } from './MobilePage';

const QUICK_MENU = [
  { label: '个人资料', path: 'info' },
  { label: '我的积分', path: 'integral' },
  { label: '我的竞猜', path: 'jingTsai' },
  { label: '意见反馈', path: 'feedback' },
  { label: '设置', path: 'setting' },
  { label: '免责声明', path: 'state' },
];

/**
 * /m/member: avatar, name, points and fans (fresh from GET me), the quick menu and the version;
 * settings and logout in the header. Guests (the shell normally sends them to login first)
 * get login and register.
 */
export const MemberHome = observer(function MemberHome({ base }: { base: string }) {
  const { member } = useStores();
  const logout = useShellLogout();
  useEffect(() => {
    void member.refreshProfile();
  }, [member]);
  const actions = (
    <>
      <HeaderLink to={`${base}/setting`} aria-label="设置">
        <Icon viewBox="0 0 24 24" aria-hidden="true">
          <circle cx="12" cy="12" r="3.2" />
          <path d="M12 2.5v3M12 18.5v3M2.5 12h3M18.5 12h3M5.3 5.3l2.1 2.1M16.6 16.6l2.1 2.1M5.3 18.7l2.1-2.1M16.6 7.4l2.1-2.1" />
        </Icon>
      </HeaderLink>
      {member.isLoggedIn && (
        <HeaderButton type="button" aria-label="登出" onClick={() => void logout()}>
          <Icon viewBox="0 0 24 24" aria-hidden="true">
            <path d="M10 4H5v16h5M15 8l4 4-4 4M19 12H9" />
          </Icon>
        </HeaderButton>
      )}
    </>
  );
  return (
    <MobilePage title="会员中心" actions={actions}>
      <WeeklyBonusNotice />
      <Card>
        <MemberStatus />
        {!member.isLoggedIn && (
          <Actions>
            <Action to={`${base}/login`}>登录</Action>
            <Action to={`${base}/register`} $outline>
              注册
            </Action>
          </Actions>
        )}
      </Card>
      <Grid aria-label="会员菜单">
        {QUICK_MENU.map((item) => (
          <GridLink key={item.path} to={`${base}/${item.path}`}>
            {item.label}
          </GridLink>
        ))}
      </Grid>
      <Version>版本 v{REMOTE_VERSION}</Version>
    </MobilePage>
  );
});

const HeaderLink = styled(Link)`
  display: inline-flex;
  color: #fff;
`;

const HeaderButton = styled.button`
  display: inline-flex;
  margin-left: 8px;
  padding: 0;
  border: 0;
  background: none;
  color: #fff;
  cursor: pointer;
`;

const Icon = styled.svg`
  width: 22px;
  height: 22px;
  fill: none;
  stroke: currentColor;
  stroke-width: 1.8;
  stroke-linecap: round;
  stroke-linejoin: round;
`;

const Version = styled.p`
  margin: 16px 0 0;
  font-size: 12px;
  color: ${theme.color.textMuted};
  text-align: center;
`;

const Card = styled.section`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  padding: 16px;
  border-radius: ${theme.radius};
  background: ${theme.color.panel};
`;

const Actions = styled.div`
  display: flex;
  gap: 8px;
`;

const Action = styled(Link)<{ $outline?: boolean }>`
  padding: 6px 14px;
  border: 1px solid ${theme.color.brand};
  border-radius: 14px;
  background: ${(p) => (p.$outline ? theme.color.panel : theme.color.brand)};
  color: ${(p) => (p.$outline ? theme.color.brand : '#fff')};
  font-size: 14px;
  text-decoration: none;
`;

const Grid = styled.nav`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  border-radius: ${theme.radius};
  background: ${theme.color.panel};
  overflow: hidden;
`;

const GridLink = styled(Link)`
  padding: 18px 4px;
  border-right: 1px solid ${theme.color.border};
  border-bottom: 1px solid ${theme.color.border};
  font-size: 14px;
  color: ${theme.color.text};
  text-align: center;
  text-decoration: none;
  &:nth-child(3n) {
    border-right: 0;
  }
  &:nth-last-child(-n + 3) {
    border-bottom: 0;
  }
`;
