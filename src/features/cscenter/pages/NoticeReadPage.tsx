import { NoticeReadScreen } from '../notices/NoticeReadScreen';

/** A notice (/cscenter/notice/read/:boardIdx, mobile /csMain/notice/read/:boardIdx): its content, and back to the list's page. */
export function NoticeReadPage() {
  return <NoticeReadScreen />;
}
