import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useStores } from '@cp/shared/stores';
import { Notice, theme } from '@cp/shared/ui';
import { MemberStatus } from '../account';
import { MobilePage } from './MobilePage';

const QUICK_MENU = [
  { label: '个人资料', path: 'info' },
  { label: '我的积分', path: 'integral' },
  { label: '我的竞猜', path: 'jingTsai' },
  { label: '意见反馈', path: 'feedback' },
  { label: '设置', path: 'setting' },
  { label: '免责声明', path: 'state' },
];

/** /m/member: the member's status, login and register for guests, and the quick menu. */
export const MemberHome = observer(function MemberHome({ base }: { base: string }) {
  const { member } = useStores();
  return (
    <MobilePage title="会员中心" actions={<HeaderLink to={`${base}/setting`}>设置</HeaderLink>}>
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
      {!member.isLoggedIn && (
        <Notice tone="soon" title="会员功能即将开放">
          登录、积分与竞猜记录正在建设中。
        </Notice>
      )}
      <Grid aria-label="会员菜单">
        {QUICK_MENU.map((item) => (
          <GridLink key={item.path} to={`${base}/${item.path}`}>
            {item.label}
          </GridLink>
        ))}
      </Grid>
    </MobilePage>
  );
});

const HeaderLink = styled(Link)`
  color: #fff;
  font-size: 14px;
  text-decoration: none;
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
