import { Fragment } from 'react';
import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useStores } from '@cp/shared/stores';
import { theme } from '@cp/shared/ui';
import { Avatar } from '../../common/Avatar';
import { useLogout } from '../../common/useLogout';
import { usePlatform } from '../../platform';

/**
 * Guest: 登录 / 注册 / 意见反馈. Member: avatar, name, points, fans, 个人中心, 登出, 意见反馈. The
 * pages are the named links of the remote that owns them (login, register, memberCentre,
 * feedback); a link no remote declares is left out.
 */
export const UserLinks = observer(function UserLinks() {
  const { member } = useStores();
  const platform = usePlatform();
  const logout = useLogout();
  const login = platform.link('login', 'desktop');
  const register = platform.link('register', 'desktop');
  const feedback = platform.link('feedback', 'desktop');
  const centre = platform.link('memberCentre', 'desktop');
  if (!member.isLoggedIn || !member.login) {
    return (
      <Row data-testid="guest-links">
        {joined([
          login && <Link to={login}>登录</Link>,
          register && <Link to={register}>注册</Link>,
          feedback && <Link to={feedback}>意见反馈</Link>,
        ])}
      </Row>
    );
  }
  const { profile, login: stored } = member;
  const who = (
    <>
      <Avatar url={profile?.avatarURL} name={stored.userName} size="20px" />
      <Name>{stored.userName}</Name>
    </>
  );
  return (
    <Row data-testid="member-links">
      {centre ? (
        <Link to={centre} title="个人中心">
          {who}
        </Link>
      ) : (
        <span>{who}</span>
      )}
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
      {joined([
        centre && <Link to={centre}>个人中心</Link>,
        <Plain type="button" onClick={() => void logout()}>
          登出
        </Plain>,
        feedback && <Link to={feedback}>意见反馈</Link>,
      ])}
    </Row>
  );
});

/** The present items with a dot between each two. */
function joined(items: ReactNode[]) {
  return items.filter(Boolean).map((item, i) => (
    <Fragment key={i}>
      {i > 0 && <Dot />}
      {item}
    </Fragment>
  ));
}

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
