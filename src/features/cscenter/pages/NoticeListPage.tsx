import { NoticeListScreen } from '../notices/NoticeListScreen';

/** Notices (/cscenter/notice/list, mobile /csMain/noticeList): the notice board by page, each title a link to the notice. */
export function NoticeListPage() {
  return <NoticeListScreen />;
}
