import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useShellLogout } from '@cp/shared/mf';
import { theme } from '@cp/shared/ui';
import { MobilePage } from './MobilePage';

/** /m/member/setting: the account and information screens of the member area. */
export function SettingPage({ base }: { base: string }) {
  const logout = useShellLogout();
  const items = [
    { label: '修改密码', to: `${base}/edit?mode=pwd` },
    { label: '修改手机号', to: `${base}/edit` },
    { label: '意见反馈', to: `${base}/feedback` },
    { label: '免责声明', to: `${base}/state` },
  ];
  return (
    <MobilePage title="设置" back={base}>
      <List aria-label="设置">
        {items.map((item) => (
          <Item key={item.label} to={item.to}>
            {item.label}
            <Arrow aria-hidden="true">›</Arrow>
          </Item>
        ))}
      </List>
      <Logout type="button" onClick={() => void logout()}>
        退出登录
      </Logout>
    </MobilePage>
  );
}

const List = styled.nav`
  display: flex;
  flex-direction: column;
  border-radius: ${theme.radius};
  background: ${theme.color.panel};
  overflow: hidden;
`;

const Item = styled(Link)`
  display: flex;
  justify-content: space-between;
  padding: 14px 16px;
  font-size: 15px;
  color: ${theme.color.text};
  text-decoration: none;
  & + & {
    border-top: 1px solid ${theme.color.border};
  }
`;

const Arrow = styled.span`
  color: ${theme.color.textMuted};
`;

const Logout = styled.button`
  width: 100%;
  height: 44px;
  margin-top: 16px;
  border: 0;
  border-radius: ${theme.radius};
  background: ${theme.color.panel};
  color: ${theme.color.brand};
  font-size: 16px;
  cursor: pointer;
`;
