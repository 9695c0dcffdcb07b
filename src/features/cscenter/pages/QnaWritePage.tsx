import { QnaWriteScreen } from '../qna/QnaWriteScreen';

/** Writing an inquiry (/cscenter/qna/write, mobile /csMain/qnaWrite): type, title and content, confirmed and sent once. */
export function QnaWritePage() {
  return <QnaWriteScreen />;
}
