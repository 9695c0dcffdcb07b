import { QnaListScreen } from '../qna/QnaListScreen';

/** My 1:1 inquiries (/cscenter/qna/list, mobile /csMain/qnaList): type, title (a link), date and state, by page. */
export function QnaListPage() {
  return <QnaListScreen />;
}
