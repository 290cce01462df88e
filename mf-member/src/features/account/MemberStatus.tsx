import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import { useStores } from '@cp/shared/stores';
import { theme } from '@cp/shared/ui';

/** Who is logged in, from the one MemberStore: the stored login and profile, or 未登录. */
export const MemberStatus = observer(function MemberStatus() {
  const { member } = useStores();
  const name = member.isLoggedIn ? member.login?.userName : undefined;
  return (
    <Wrapper data-testid="member-status">
      <Avatar aria-hidden="true">{name ? name.slice(0, 1) : '?'}</Avatar>
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
