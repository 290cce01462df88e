import styled from 'styled-components';
import { Breadcrumb, FrameHeading, FramePage, useTitleSuffix } from '@cp/shared/ui';
import { REMOTE_NAME } from '../../remote';
import { FeedbackForm } from './FeedbackForm';

/** Desktop /feedback: open to guests and members. */
export function FeedbackPage() {
  useTitleSuffix('意见反馈 |');
  return (
    <FramePage data-remote={REMOTE_NAME} $stack>
      <Breadcrumb items={[{ label: '首页', to: '/' }, { label: '意见反馈' }]} />
      <FrameHeading>意见反馈</FrameHeading>
      <Narrow>
        <FeedbackForm />
      </Narrow>
    </FramePage>
  );
}

const Narrow = styled.div`
  max-width: 560px;
`;
