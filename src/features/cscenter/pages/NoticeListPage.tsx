import { ScreenPlaceholder } from '@/components/ScreenPlaceholder';

/** Notices and events (/cscenter/notice/list). Until the cscenter issue delivers it: its title and what will be there. */
export function NoticeListPage() {
  return <ScreenPlaceholder screen="noticeList" />;
}
