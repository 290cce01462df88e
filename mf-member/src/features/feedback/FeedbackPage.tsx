import { Breadcrumb, FrameHeading, FramePage, Notice, useTitleSuffix } from '@cp/shared/ui';
import { REMOTE_NAME } from '../../remote';

/** Desktop /feedback: the page frame; sending feedback needs the member functions to come. */
export function FeedbackPage() {
  useTitleSuffix('意见反馈 |');
  return (
    <FramePage data-remote={REMOTE_NAME} $stack>
      <Breadcrumb items={[{ label: '首页', to: '/' }, { label: '意见反馈' }]} />
      <FrameHeading>意见反馈</FrameHeading>
      <Notice tone="soon" title="意见反馈功能即将开放">
        提交意见需要会员登录，会员功能开放后即可在此留言。
      </Notice>
    </FramePage>
  );
}
