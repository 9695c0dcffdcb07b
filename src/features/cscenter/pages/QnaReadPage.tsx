import { QnaReadScreen } from '../qna/QnaReadScreen';

/** An inquiry and its answer (/cscenter/qna/read/:boardIdx, mobile /csMain/qna/read/:boardIdx). */
export function QnaReadPage() {
  return <QnaReadScreen />;
}
