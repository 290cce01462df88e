import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { theme, useTitleSuffix } from '@cp/shared/ui';
import { REMOTE_NAME } from '../../remote';
import { AuthForm } from './AuthForm';
import { landingState } from './WeeklyBonusNotice';

/** Desktop /login (?mode=login|register): the form with its captcha; success opens the member centre. */
export function LoginPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const register = params.get('mode') === 'register';
  useTitleSuffix(register ? '会员注册 |' : '会员登录 |');
  return (
    <Wrapper data-remote={REMOTE_NAME}>
      <Card>
        <Heading>{register ? '会员注册' : '会员登录'}</Heading>
        <Modes aria-label="登录或注册">
          <Mode to="?mode=login" aria-current={register ? undefined : 'page'} $active={!register}>
            登录
          </Mode>
          <Mode to="?mode=register" aria-current={register ? 'page' : undefined} $active={register}>
            注册
          </Mode>
        </Modes>
        <AuthForm
          key={register ? 'register' : 'login'}
          mode={register ? 'register' : 'login'}
          onDone={(bonus) => navigate('/member', { state: landingState(bonus) })}
        />
      </Card>
    </Wrapper>
  );
}

const Wrapper = styled.div`
  display: flex;
  justify-content: center;
  padding: 48px 16px;
  font-family: ${theme.font.family};
  color: ${theme.color.text};
`;

const Card = styled.section`
  width: 100%;
  max-width: 420px;
  padding: 24px;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  background: ${theme.color.panel};
`;

const Heading = styled.h1`
  margin: 0 0 16px;
  font-size: 22px;
  font-weight: 600;
  text-align: center;
`;

const Modes = styled.nav`
  display: grid;
  grid-template-columns: 1fr 1fr;
  margin-bottom: 16px;
  border-bottom: 1px solid ${theme.color.border};
`;

const Mode = styled(Link)<{ $active: boolean }>`
  padding: 10px 0;
  text-align: center;
  text-decoration: none;
  font-size: 15px;
  color: ${(p) => (p.$active ? theme.color.brand : theme.color.text)};
  box-shadow: ${(p) => (p.$active ? `inset 0 -2px 0 ${theme.color.brand}` : 'none')};
`;
