import { ScreenPlaceholder } from '@/components/ScreenPlaceholder';

/** An inquiry and its answer (/cscenter/qna/read/:boardIdx). Until the cscenter issue delivers it: its title and what will be there. */
export function QnaReadPage() {
  return <ScreenPlaceholder screen="qnaRead" />;
}
