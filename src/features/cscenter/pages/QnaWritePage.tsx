import { ScreenPlaceholder } from '@/components/ScreenPlaceholder';

/** Writing an inquiry (/cscenter/qna/write). Until the cscenter issue delivers it: its title and what will be there. */
export function QnaWritePage() {
  return <ScreenPlaceholder screen="qnaWrite" />;
}
