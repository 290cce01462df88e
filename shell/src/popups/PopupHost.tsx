import { RulesPopup } from './RulesPopup';
import { VideoPopup } from './VideoPopup';

/** The site-wide popups, mounted once; any page or remote opens them through useStores().popups. */
export function PopupHost() {
  return (
    <>
      <VideoPopup />
      <RulesPopup />
    </>
  );
}
