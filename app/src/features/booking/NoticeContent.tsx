/** The check-up notice (GetNoticeInfo by its title), rendered as sanitised rich text. */
import { RichText } from '@checkup/ui';
import { useRequest } from '../../shared/useRequest';
import { noticeMessages } from '../../messages';
import { useApi } from '../../services/AppServices';

/** The notice's title, which is how GetNoticeInfo finds it. */
const NOTICE_TITLE = noticeMessages.title;

export interface NoticeContentProps {
  /** Called once when the notice cannot be loaded; without it a short line says so in place. */
  onFailure?: () => void;
}

export function NoticeContent({ onFailure }: NoticeContentProps) {
  const api = useApi();
  const notice = useRequest(
    NOTICE_TITLE,
    (signal) => api.call('GetNoticeInfo', { titleName: NOTICE_TITLE }, { signal }),
    onFailure,
  );
  if (notice.status === 'ok') return <RichText html={notice.data.content} />;
  if (notice.status === 'failed' && !onFailure) return <p role="alert">{noticeMessages.loadFailed}</p>;
  return null;
}
