import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useStores } from '@cp/shared/stores';
import { theme } from '@cp/shared/ui';
import { Avatar } from '../../common/Avatar';
import { useLogout } from '../../common/useLogout';

/** Guest: 登录 / 注册 / 意见反馈. Member: avatar, name, points, fans, 个人中心, 登出, 意见反馈. */
export const UserLinks = observer(function UserLinks() {
  const { member } = useStores();
  const logout = useLogout('/');
  if (!member.isLoggedIn || !member.login) {
    return (
      <Row data-testid="guest-links">
        <Link to="/login?mode=login">登录</Link>
        <Dot />
        <Link to="/login?mode=register">注册</Link>
        <Dot />
        <Link to="/feedback">意见反馈</Link>
      </Row>
    );
  }
  const { profile, login } = member;
  return (
    <Row data-testid="member-links">
      <Link to="/member" title="个人中心">
        <Avatar url={profile?.avatarURL} name={login.userName} size="20px" />
        <Name>{login.userName}</Name>
      </Link>
      {profile && (
        <Stat>
          积分 <b>{profile.score}</b>
        </Stat>
      )}
      {profile && (
        <Stat>
          粉丝 <b>{profile.fansCount}</b>
        </Stat>
      )}
      <Dot />
      <Link to="/member">个人中心</Link>
      <Dot />
      <Plain type="button" onClick={() => void logout()}>
        登出
      </Plain>
      <Dot />
      <Link to="/feedback">意见反馈</Link>
    </Row>
  );
});

const Row = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 10px;
  a {
    display: inline-flex;
    align-items: center;
    gap: 6px;
  }
`;

const Dot = styled.span`
  width: 1px;
  height: 11px;
  background: #d6d6d6;
`;

const Name = styled.span`
  max-width: 120px;
  overflow: hidden;
  color: ${theme.color.text};
  font-weight: 600;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Stat = styled.span`
  b {
    color: ${theme.color.brand};
    font-weight: 600;
  }
`;

const Plain = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font-size: inherit;
  cursor: pointer;
`;
