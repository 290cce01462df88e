import styled from 'styled-components';
import { theme } from '@cp/shared/ui';

/**
 * What an account gives, under the phone's login form (the screen has the room): the member
 * area's own features, and the site's terms in one line. Part of the page's first view, so it
 * is also what a phone shows first while the per-visitor captcha is still being fetched.
 */
export function MemberPerks() {
  return (
    <Perks aria-labelledby="member-perks">
      <h2 id="member-perks">登录后可以</h2>
      <ul>
        <li>参与竞猜中心：用积分竞猜下期结果，登上胜率榜与盈利榜</li>
        <li>查看我的积分明细与竞猜记录</li>
        <li>修改个人资料、登录密码与绑定手机</li>
      </ul>
      <p>本站内容仅供参考，不涉及任何现金交易；积分仅用于站内竞猜，不可兑换现金。</p>
    </Perks>
  );
}

const Perks = styled.section`
  margin: 24px 0 0;
  padding: 12px 14px;
  border-radius: ${theme.radius};
  background: #fff;
  color: ${theme.color.textMuted};
  font-size: 13px;
  line-height: 1.7;
  h2 {
    margin: 0 0 4px;
    font-size: 14px;
    color: ${theme.color.text};
  }
  ul {
    margin: 0;
    padding-left: 18px;
  }
  p {
    margin: 6px 0 0;
  }
`;
