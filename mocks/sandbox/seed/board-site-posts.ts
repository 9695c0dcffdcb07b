// The site's own posts on the board: notices and events (one language a post: mostly Korean, some
// English and Vietnamese), FAQ entries, and the free board's notice and event (the board's tabs).
export interface SitePost {
  boardType: 'notice' | 'event' | 'faq' | 'free';
  /** A notice is in the notice tab, an event in the event tab; a site post on the free board is one of the two. */
  category: 'notice' | 'event' | 'normal';
  title: string;
  content: string;
  /** Written that many Seoul days before the seed. */
  daysAgo: number;
  /** Shown above the others. */
  pinned: boolean;
}

const postsOn =
  (boardType: SitePost['boardType'], category: SitePost['category']) =>
  (daysAgo: number, title: string, content: string, pinned = false): SitePost => ({ boardType, category, title, content, daysAgo, pinned });
const notice = postsOn('notice', 'notice');
const event = postsOn('event', 'event');
const faq = postsOn('faq', 'normal');
const freeNotice = postsOn('free', 'notice');
const freeEvent = postsOn('free', 'event');
const PINNED = true;

export const SITE_POSTS: SitePost[] = [
  notice(88, '[필독] 사이트 이용 규정 안내', '<p>1인 1계정 원칙이며, 부정 베팅 적발 시 이용이 제한됩니다.</p>', PINNED),
  notice(80, '은행 점검 시간 안내 (23:30 ~ 00:30)', '<p>매일 23:30부터 00:30까지는 은행 점검으로 환전 신청이 불가합니다.</p>', PINNED),
  notice(61, '입금 전 계좌문의 필수 안내', '<p>입금 계좌는 수시로 변경됩니다. 입금 전 반드시 계좌문의 게시판을 이용해 주세요.</p>'),
  notice(
    55,
    'Welcome to WINNER: how to get started',
    '<p>Sign up, wait for approval, then charge and play. The customer centre answers 24/7.</p>',
  ),
  notice(54, 'Thông báo: giờ bảo trì ngân hàng', '<p>Từ 23:30 đến 00:30 mỗi ngày không thể yêu cầu rút tiền do ngân hàng bảo trì.</p>'),
  notice(40, 'USDT(TRC20) 입출금 오픈 안내', '<p>이제 USDT(TRC20)로 입금과 환전을 신청하실 수 있습니다.</p>'),
  notice(21, '개인정보 처리방침 변경 안내', '<p>개인정보 처리방침이 일부 변경되었습니다.</p>'),
  notice(3, '정기 서버 점검 안내', '<p>매주 월요일 06:00~08:00 정기 점검이 진행됩니다.</p>'),
  event(87, '신규 가입 첫충 20% 보너스', '<p>가입 후 첫 충전에 <strong>20%</strong> 보너스를 드립니다.</p>', PINNED),
  event(70, '매일 첫충 10% 보너스', '<p>매일 첫 충전에 <strong>10%</strong> 보너스를 드립니다.</p>', PINNED),
  event(45, '추석 한가위 이벤트 (종료)', '<p>추석 이벤트가 종료되었습니다. 참여해 주신 모든 분께 감사드립니다.</p>'),
  event(30, 'Weekend bonus: +10% on your first charge', '<p>Every Saturday and Sunday, your first charge earns an extra 10%.</p>'),
  event(29, 'Sự kiện điểm danh: nhận 500P mỗi ngày', '<p>Điểm danh mỗi ngày để nhận 500 điểm.</p>'),
  event(14, '출석체크 이벤트 - 매일 500P', '<p>매일 출석하고 500 포인트 받으세요. 한 달 개근 시 쿠폰을 드립니다.</p>'),
  freeNotice(86, '자유게시판 이용 수칙', '<p>욕설, 홍보, 타 사이트 언급 글은 예고 없이 삭제됩니다.</p>'),
  freeEvent(16, '베팅 인증 이벤트 당첨자 발표', '<p>당첨자분들께는 쪽지로 쿠폰을 보내 드렸습니다. 축하드립니다!</p>'),
  faq(89, '가입 승인은 얼마나 걸리나요?', '<p>가입 신청 후 관리자 승인까지 보통 10분 이내입니다.</p>'),
  faq(89, '입금은 어떻게 하나요?', '<p>계좌문의로 입금 계좌를 받은 뒤, 가입 시 등록한 예금주 이름으로 입금하고 입금 신청을 해 주세요.</p>'),
  faq(89, '환전이 안 돼요.', '<p>23:30~00:30 은행 점검 시간에는 환전이 불가합니다. 환전 비밀번호(4자리)를 확인해 주세요.</p>'),
  faq(89, '포인트는 어떻게 전환하나요?', '<p>마이페이지 &gt; 포인트에서 1,000 포인트 이상부터 보유머니로 전환할 수 있습니다.</p>'),
  faq(89, '첫충 보너스는 언제 지급되나요?', '<p>입금 신청 시 보너스를 선택하면 입금 승인과 함께 지급됩니다.</p>'),
  faq(60, '다른 곳에서 로그인되었다고 나와요.', '<p>한 계정은 한 곳에서만 로그인됩니다. 본인이 아니라면 비밀번호를 변경해 주세요.</p>'),
  faq(
    40,
    'How do I deposit with USDT?',
    '<p>Choose coin on the deposit page, send USDT (TRC20) to the wallet shown, then submit the request.</p>',
  ),
  faq(40, 'Làm sao để đổi điểm sang tiền?', '<p>Vào Trang của tôi &gt; Điểm, có thể đổi từ 10.000 điểm trở lên.</p>'),
];
