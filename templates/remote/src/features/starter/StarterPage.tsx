import { Breadcrumb, FrameHeading, FramePage, Notice, useTitleSuffix } from '@cp/shared/ui';
import { REMOTE_NAME } from '../../remote';
import { STARTER } from './text';

/** The desktop page: breadcrumb, heading and the notice that the section is on its way. */
export function StarterPage(_props: { prefix: string }) {
  useTitleSuffix(STARTER.titleSuffix);
  return (
    <FramePage data-remote={REMOTE_NAME} $stack>
      <Breadcrumb items={[{ label: '首页', to: '/' }, { label: STARTER.title }]} />
      <FrameHeading>{STARTER.title}</FrameHeading>
      <Notice tone="soon" title={STARTER.comingSoon}>
        {STARTER.note}
      </Notice>
    </FramePage>
  );
}
