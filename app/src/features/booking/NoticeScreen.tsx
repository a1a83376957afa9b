/**
 * `/notice`: the check-up notice (docs/product/booking-journey.md §2 "Notice"). When it cannot be loaded: the toast
 * 加载失败，请联系工作人员！ and back to the previous page after 1.5 s (§8, §9).
 */
import { NavBar, toast } from '@checkup/ui';
import { useEffect, useRef } from 'react';
import { screenBody } from '../../shared/layout';
import { noticeMessages } from '../../messages';
import { NoticeContent } from './NoticeContent';
import { useBack } from '../../routing/useBack';

/** Pause between the failure toast and going back (docs/product/booking-journey.md §9). */
export const NOTICE_ERROR_BACK_MS = 1500;

function NoticeScreen() {
  const back = useBack();
  const backTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(backTimer.current), []);

  const failed = () => {
    toast(noticeMessages.loadFailed);
    backTimer.current = setTimeout(back, NOTICE_ERROR_BACK_MS);
  };

  return (
    <main>
      <NavBar title={noticeMessages.title} onBack={back} />
      <div className={screenBody}>
        <NoticeContent onFailure={failed} />
      </div>
    </main>
  );
}

// The route table's lazy loader takes a module's `Component`.
export { NoticeScreen as Component };
