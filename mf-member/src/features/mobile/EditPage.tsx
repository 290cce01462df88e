import { useSearchParams } from 'react-router-dom';
import { Notice } from '@cp/shared/ui';
import { MobilePage } from './MobilePage';

/** /m/member/edit: ?mode=pwd changes the password, anything else the phone number. */
export function EditPage({ back }: { back: string }) {
  const [params] = useSearchParams();
  const password = params.get('mode') === 'pwd';
  const title = password ? '修改密码' : '修改手机号';
  return (
    <MobilePage title={title} back={back}>
      <Notice tone="soon" title={`${title}功能即将开放`}>
        会员功能开放后即可在此{title}。
      </Notice>
    </MobilePage>
  );
}
