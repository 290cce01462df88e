import styled from 'styled-components';
import { theme } from '@cp/shared/ui';
import { REMOTE_NAME } from '../../remote';
import { Breadcrumb } from '../frame/Breadcrumb';
import { Notice } from '../frame/Notice';
import { useTitleSuffix } from '../frame/useTitleSuffix';

/** Desktop /feedback: the page frame; sending feedback needs the member functions to come. */
export function FeedbackPage() {
  useTitleSuffix('意见反馈 |');
  return (
    <Wrapper data-remote={REMOTE_NAME}>
      <Breadcrumb items={[{ label: '首页', to: '/' }, { label: '意见反馈' }]} />
      <Heading>意见反馈</Heading>
      <Notice tone="soon" title="意见反馈功能即将开放">
        提交意见需要会员登录，会员功能开放后即可在此留言。
      </Notice>
    </Wrapper>
  );
}

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
  max-width: ${theme.desktopWidth};
  margin: 0 auto;
  padding: 0 16px 32px;
  color: ${theme.color.text};
  font-family: ${theme.font.family};
`;

const Heading = styled.h1`
  margin: 0;
  font-size: 22px;
  font-weight: 600;
`;
