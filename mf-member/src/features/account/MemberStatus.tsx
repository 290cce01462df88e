import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import { http } from '@cp/shared/api';
import { useStores } from '@cp/shared/stores';
import { theme } from '@cp/shared/ui';

/**
 * Who is logged in, from the one MemberStore: avatar, nickname (or user name), points and fans,
 * or 未登录. Everything a member typed is rendered as text.
 */
export const MemberStatus = observer(function MemberStatus() {
  const { member } = useStores();
  const name = member.isLoggedIn ? member.profile?.nickname || member.login?.userName : undefined;
  const avatar = name ? member.profile?.avatarURL : null;
  return (
    <Wrapper data-testid="member-status">
      {avatar ? (
        <AvatarImage src={http.url(avatar)} alt="头像" />
      ) : (
        <Avatar aria-hidden="true">{name ? name.slice(0, 1) : '?'}</Avatar>
      )}
      <Text>
        <Name>{name ?? '未登录'}</Name>
        {name && member.profile && (
          <Meta>
            积分 {member.profile.score} · 粉丝 {member.profile.fansCount}
          </Meta>
        )}
      </Text>
    </Wrapper>
  );
});

const Wrapper = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
`;

const Avatar = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 48px;
  border-radius: 50%;
  background: ${theme.color.brandLight};
  color: ${theme.color.brand};
  font-size: 20px;
  font-weight: 600;
`;

const AvatarImage = styled.img`
  width: 48px;
  height: 48px;
  border-radius: 50%;
  object-fit: cover;
`;

const Text = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
`;

const Name = styled.strong`
  font-size: 16px;
`;

const Meta = styled.span`
  font-size: 13px;
  color: ${theme.color.textMuted};
`;
