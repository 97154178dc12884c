/**
 * The notice bell and what my announcements shares with it. The detail dialog is imported from its own file
 * (announcement-detail-modal) so that DOMPurify stays out of the layout's chunk.
 */
export { NoticeBell, MY_ANNOUNCEMENTS_PATH } from './notice-bell';
export { PriorityTag } from './priority-tag';
export { NOTICE_QUERY_KEY, useNotices } from './use-notices';
export { noticeApi } from './notice-api';
export { openActionOf, handleActionOf } from './open-announcement';
export { NOTICE_UI_TEXT } from './texts';
