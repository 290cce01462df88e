import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { NoData, theme } from '@cp/shared/ui';
import { AuthForm, ForgotPage, landingState } from '../account';
import { GuessRecord } from '../centre';
import { FeedbackForm } from '../feedback';
import { PointsPanel } from '../points';
import { InfoForm, PasswordForm, PhoneForm } from '../profile';
import { MemberPerks } from './MemberPerks';
import { MobilePage } from './MobilePage';

/** /m/member/login: back to the site home (the centre sends guests back here). */
export function LoginScreen({ base }: { base: string }) {
  const navigate = useNavigate();
  return (
    <MobilePage title="会员登录" back="/m">
      <AuthForm mode="login" onDone={(bonus) => navigate(base, { replace: true, state: landingState(bonus) })} />
      <More>
        <Link to={`${base}/register`}>注册新账号</Link>
        <Link to={`${base}/forgot`}>忘记密码？</Link>
      </More>
      <MemberPerks />
    </MobilePage>
  );
}

/** /m/member/register. */
export function RegisterScreen({ base }: { base: string }) {
  const navigate = useNavigate();
  return (
    <MobilePage title="会员注册" back={`${base}/login`}>
      <AuthForm mode="register" onDone={(bonus) => navigate(base, { replace: true, state: landingState(bonus) })} />
      <More>
        <Link to={`${base}/login`}>已有账号，去登录</Link>
      </More>
    </MobilePage>
  );
}

/** /m/member/forgot. */
export function ForgotScreen({ base }: { base: string }) {
  return (
    <MobilePage title="忘记密码" back={`${base}/login`}>
      <ForgotPage login={`${base}/login`} />
    </MobilePage>
  );
}

/** /m/member/info: avatar upload with preview, nickname, intro. */
export function InfoScreen({ base }: { base: string }) {
  return (
    <MobilePage title="个人资料" back={base}>
      <Card>
        <InfoForm />
      </Card>
    </MobilePage>
  );
}

/** /m/member/edit: ?mode=pwd changes the password, anything else the phone number. */
export function EditScreen({ base }: { base: string }) {
  const [params] = useSearchParams();
  const [done, setDone] = useState(false);
  const password = params.get('mode') === 'pwd';
  return (
    <MobilePage title={password ? '修改密码' : '修改手机号'} back={`${base}/setting`}>
      <Card>
        {!password && <PhoneForm />}
        {password && done && <NoData text="密码已修改">其他设备上的登录已退出</NoData>}
        {password && !done && <PasswordForm onDone={() => setDone(true)} />}
      </Card>
    </MobilePage>
  );
}

/** /m/member/integral. */
export function IntegralScreen({ base }: { base: string }) {
  return (
    <MobilePage title="我的积分" back={base}>
      <PointsPanel />
    </MobilePage>
  );
}

/** /m/member/jingTsai. */
export function JingTsaiScreen({ base }: { base: string }) {
  return (
    <MobilePage title="我的竞猜" back={base}>
      <GuessRecord guessHome="/m/lotterybet/lotteryhome/jspk10" />
    </MobilePage>
  );
}

/** /m/member/feedback. */
export function FeedbackScreen({ base }: { base: string }) {
  return (
    <MobilePage title="意见反馈" back={base}>
      <Card>
        <FeedbackForm />
      </Card>
    </MobilePage>
  );
}

const Card = styled.section`
  padding: 16px;
  border-radius: ${theme.radius};
  background: ${theme.color.panel};
`;

const More = styled.p`
  display: flex;
  justify-content: space-between;
  margin: 12px 0 0;
  font-size: 14px;
  a {
    color: ${theme.color.brand};
    text-decoration: none;
  }
`;
