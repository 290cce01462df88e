import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useShellLogout } from '@cp/shared/mf';
import { useStores } from '@cp/shared/stores';
import { theme } from '@cp/shared/ui';
import { WeeklyBonusNotice } from '../account';

/** The desktop member centre's own page: fresh points and fans, quick links, logout. */
export const CentreHome = observer(function CentreHome({ prefix }: { prefix: string }) {
  const { member } = useStores();
  const logout = useShellLogout();
  useEffect(() => {
    void member.refreshProfile();
  }, [member]);
  return (
    <>
      <WeeklyBonusNotice />
      <Links aria-label="快捷入口">
        <Link to={`${prefix}/info`}>个人资料与头像</Link>
        <Link to={`${prefix}/security`}>修改密码 / 手机号</Link>
        <Link to={`${prefix}/integral`}>积分记录与签到</Link>
        <Link to={`${prefix}/jingTsai`}>我的竞猜</Link>
        <Link to="/feedback">意见反馈</Link>
        <button type="button" onClick={() => void logout()}>
          退出登录
        </button>
      </Links>
    </>
  );
});

const Links = styled.nav`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 12px;
  a,
  button {
    padding: 18px 8px;
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius};
    background: ${theme.color.panel};
    color: ${theme.color.text};
    font-size: 15px;
    text-align: center;
    text-decoration: none;
    cursor: pointer;
  }
  a:hover,
  button:hover {
    color: ${theme.color.brand};
    border-color: ${theme.color.brand};
  }
`;
