import { useState } from 'react';
import styled from 'styled-components';
import { NoData, theme } from '@cp/shared/ui';
import { PasswordForm, PhoneForm } from '../profile';

/** Desktop 账号安全: change the password (other sessions end) and the bound phone number. */
export function SecurityPanels() {
  const [passwordChanged, setPasswordChanged] = useState(false);
  return (
    <Columns>
      <Panel aria-labelledby="security-password">
        <h3 id="security-password">修改密码</h3>
        {passwordChanged ? (
          <NoData text="密码已修改">其他设备上的登录已退出</NoData>
        ) : (
          <PasswordForm onDone={() => setPasswordChanged(true)} />
        )}
      </Panel>
      <Panel aria-labelledby="security-phone">
        <h3 id="security-phone">绑定手机号</h3>
        <PhoneForm />
      </Panel>
    </Columns>
  );
}

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 16px;
  align-items: start;
`;

const Panel = styled.section`
  padding: 16px 20px;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  background: ${theme.color.panel};
  h3 {
    margin: 0 0 12px;
    font-size: 16px;
  }
`;
