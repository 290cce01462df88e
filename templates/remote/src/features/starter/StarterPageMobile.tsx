import { MobileFrameContent, MobileFramePage, Notice, useTitleSuffix } from '@cp/shared/ui';
import { REMOTE_NAME } from '../../remote';
import { STARTER } from './text';

/** The mobile page (the shell's header shows the title): the notice that the section is on its way. */
export function StarterPageMobile(_props: { prefix: string }) {
  useTitleSuffix(STARTER.titleSuffix);
  return (
    <MobileFramePage data-remote={REMOTE_NAME}>
      <MobileFrameContent>
        <Notice tone="soon" title={STARTER.comingSoon}>
          {STARTER.note}
        </Notice>
      </MobileFrameContent>
    </MobileFramePage>
  );
}
