import { ScreenPlaceholder } from '@/components/ScreenPlaceholder';

/** One-to-one inquiries (/cscenter/qna/list). Until the cscenter issue delivers it: its title and what will be there. */
export function QnaListPage() {
  return <ScreenPlaceholder screen="qnaList" />;
}
