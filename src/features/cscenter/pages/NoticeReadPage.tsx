import { ScreenPlaceholder } from '@/components/ScreenPlaceholder';

/** A notice (/cscenter/notice/read/:boardIdx). Until the cscenter issue delivers it: its title and what will be there. */
export function NoticeReadPage() {
  return <ScreenPlaceholder screen="noticeRead" />;
}
