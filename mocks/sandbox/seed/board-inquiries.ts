// The members' 1:1 inquiries (qna) and bank-account inquiries (accountqna), answered and waiting.
export interface Inquiry {
  boardType: 'qna' | 'accountqna';
  memId: string;
  /** Asked that many Seoul days before the seed; 0: earlier today. */
  daysAgo: number;
  title: string;
  content: string;
  /** null: still waiting for an answer. */
  answer: string | null;
}

const inquiriesOn =
  (boardType: Inquiry['boardType']) =>
  (memId: string, daysAgo: number, title: string, content: string, answer: string | null = null): Inquiry => ({
    boardType,
    memId,
    daysAgo,
    title,
    content,
    answer,
  });
const qna = inquiriesOn('qna');
const accountQna = inquiriesOn('accountqna');

export const INQUIRIES: Inquiry[] = [
  qna(
    'tester01',
    40,
    '보너스 지급 문의',
    '<p>어제 입금했는데 보너스가 안 들어왔어요.</p>',
    '<p>확인 결과 보너스 미선택으로 신청되었습니다. 다음 입금 시 보너스를 선택해 주세요.</p>',
  ),
  qna('jihoon77', 20, '베팅 취소 문의', '<p>경기가 취소됐는데 적특 처리되나요?</p>', '<p>취소된 경기는 적중특례(1배)로 처리됩니다.</p>'),
  qna(
    'jameslee',
    11,
    'Withdrawal taking long',
    '<p>My withdrawal has been waiting for 30 minutes.</p>',
    '<p>It has been processed now. Sorry for the wait.</p>',
  ),
  qna(
    'tester01',
    5,
    '닉네임 변경 가능한가요?',
    '<p>닉네임을 바꾸고 싶습니다.</p>',
    '<p>닉네임은 변경이 불가합니다. 양해 부탁드립니다.</p>',
  ),
  qna('minh01', 1, 'Hỏi về điểm danh', '<p>Tôi đã điểm danh nhưng chưa nhận được điểm.</p>'),
  qna('sora1004', 0, '환전 비밀번호 분실', '<p>환전 비밀번호를 잊어버렸어요. 재설정 방법 알려주세요.</p>'),
  accountQna(
    'tester01',
    30,
    '입금 계좌 문의',
    '<p>입금 계좌 부탁드립니다.</p>',
    '<p>국민은행 123-456-789012 (주)위너 입니다. 입금자명은 회원님 예금주명으로 해 주세요.</p>',
  ),
  accountQna('jihoon77', 8, '계좌 문의드립니다', '<p>입금 계좌 알려주세요.</p>', '<p>국민은행 123-456-789012 (주)위너 입니다.</p>'),
  accountQna(
    'lanvi02',
    4,
    'Tài khoản nạp tiền',
    '<p>Vui lòng cho tôi số tài khoản nạp tiền.</p>',
    '<p>국민은행 (KB Kookmin Bank) 123-456-789012, (주)위너.</p>',
  ),
  accountQna('luckyseven', 0, '입금 계좌 문의', '<p>계좌 부탁드립니다.</p>'),
  accountQna('dokdo33', 0, '계좌 문의', '<p>입금하려고 합니다. 계좌 알려주세요.</p>'),
];
