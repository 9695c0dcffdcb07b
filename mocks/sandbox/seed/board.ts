// The seeded messages and board: messages read and unread in each member's language, notices and
// events (one language per post: mostly Korean, some English and Vietnamese), FAQ entries, free-board
// posts with comments by seeded members, and 1:1 and bank-account inquiries answered and waiting.
import type { Tx } from '../db/open';
import { comments, messages, posts } from '../db/schema';
import { SEED_MEMBERS, type Lang } from './members';
import { createRng, later, MINUTE, seoulAt } from './time';

type MessageInsert = typeof messages.$inferInsert;
type PostInsert = typeof posts.$inferInsert;

const MESSAGES: Record<Lang, { title: string; content: string }[]> = {
  ko: [
    {
      title: '회원가입을 환영합니다',
      content: '<p>WINNER에 오신 것을 환영합니다. 가입 후 첫 충전에 <strong>20%</strong> 보너스가 지급됩니다.</p>',
    },
    { title: '입금 처리 완료 안내', content: '<p>신청하신 입금이 처리되었습니다. 보유머니를 확인해 주세요.</p>' },
    { title: '출석체크 이벤트 안내', content: '<p>매일 출석하시면 500 포인트를 드립니다. 마이페이지에서 출석체크 하세요.</p>' },
    { title: '환전 처리 완료 안내', content: '<p>신청하신 환전이 등록 계좌로 송금되었습니다.</p>' },
    { title: '정기 서버 점검 안내', content: '<p>매주 월요일 06:00~08:00 정기 점검이 진행됩니다. 이용에 참고 부탁드립니다.</p>' },
    { title: '주말 보너스 이벤트', content: '<p>토·일요일 첫 충전에 <strong>10%</strong> 보너스를 더 드립니다.</p>' },
    { title: '입금 계좌 변경 안내', content: '<p>입금 계좌가 변경되었습니다. 입금 전 반드시 계좌문의를 이용해 주세요.</p>' },
  ],
  en: [
    { title: 'Welcome to WINNER', content: '<p>Welcome aboard! Your first charge after joining earns a <strong>20%</strong> bonus.</p>' },
    { title: 'Your deposit is complete', content: '<p>Your deposit request has been processed. Please check your balance.</p>' },
    { title: 'Daily attendance event', content: '<p>Check in every day and receive 500 points. Open My page to check in.</p>' },
    { title: 'Your withdrawal has been sent', content: '<p>Your withdrawal has been transferred to your registered account.</p>' },
    { title: 'Scheduled maintenance', content: '<p>Scheduled maintenance runs every Monday 06:00–08:00 (KST).</p>' },
    { title: 'Weekend bonus', content: '<p>Get an extra <strong>10%</strong> on your first charge on Saturdays and Sundays.</p>' },
    { title: 'Deposit account changed', content: '<p>Our deposit account has changed. Please ask for it before every deposit.</p>' },
  ],
  vi: [
    {
      title: 'Chào mừng bạn đến với WINNER',
      content: '<p>Chào mừng bạn! Lần nạp đầu tiên sau khi đăng ký được thưởng <strong>20%</strong>.</p>',
    },
    { title: 'Nạp tiền đã hoàn tất', content: '<p>Yêu cầu nạp tiền của bạn đã được xử lý. Vui lòng kiểm tra số dư.</p>' },
    { title: 'Sự kiện điểm danh hằng ngày', content: '<p>Điểm danh mỗi ngày để nhận 500 điểm. Vào Trang của tôi để điểm danh.</p>' },
    { title: 'Rút tiền đã được chuyển', content: '<p>Khoản rút tiền đã được chuyển vào tài khoản đã đăng ký của bạn.</p>' },
    { title: 'Bảo trì định kỳ', content: '<p>Bảo trì định kỳ vào thứ Hai hằng tuần, 06:00–08:00 (giờ Hàn Quốc).</p>' },
    { title: 'Thưởng cuối tuần', content: '<p>Nhận thêm <strong>10%</strong> cho lần nạp đầu tiên vào thứ Bảy và Chủ nhật.</p>' },
    { title: 'Thay đổi tài khoản nạp tiền', content: '<p>Tài khoản nạp tiền đã thay đổi. Vui lòng hỏi tài khoản trước mỗi lần nạp.</p>' },
  ],
};

interface SitePost {
  boardType: 'notice' | 'event' | 'faq' | 'free';
  /** A site post on the free board is a notice or an event (the board's tabs). */
  category?: 'notice' | 'event';
  title: string;
  content: string;
  daysAgo: number;
  pinned?: boolean;
}

const SITE_POSTS: SitePost[] = [
  {
    boardType: 'notice',
    title: '[필독] 사이트 이용 규정 안내',
    content: '<p>1인 1계정 원칙이며, 부정 베팅 적발 시 이용이 제한됩니다.</p>',
    daysAgo: 88,
    pinned: true,
  },
  {
    boardType: 'notice',
    title: '은행 점검 시간 안내 (23:30 ~ 00:30)',
    content: '<p>매일 23:30부터 00:30까지는 은행 점검으로 환전 신청이 불가합니다.</p>',
    daysAgo: 80,
    pinned: true,
  },
  {
    boardType: 'notice',
    title: '입금 전 계좌문의 필수 안내',
    content: '<p>입금 계좌는 수시로 변경됩니다. 입금 전 반드시 계좌문의 게시판을 이용해 주세요.</p>',
    daysAgo: 61,
  },
  {
    boardType: 'notice',
    title: 'Welcome to WINNER: how to get started',
    content: '<p>Sign up, wait for approval, then charge and play. The customer centre answers 24/7.</p>',
    daysAgo: 55,
  },
  {
    boardType: 'notice',
    title: 'Thông báo: giờ bảo trì ngân hàng',
    content: '<p>Từ 23:30 đến 00:30 mỗi ngày không thể yêu cầu rút tiền do ngân hàng bảo trì.</p>',
    daysAgo: 54,
  },
  {
    boardType: 'notice',
    title: 'USDT(TRC20) 입출금 오픈 안내',
    content: '<p>이제 USDT(TRC20)로 입금과 환전을 신청하실 수 있습니다.</p>',
    daysAgo: 40,
  },
  { boardType: 'notice', title: '개인정보 처리방침 변경 안내', content: '<p>개인정보 처리방침이 일부 변경되었습니다.</p>', daysAgo: 21 },
  { boardType: 'notice', title: '정기 서버 점검 안내', content: '<p>매주 월요일 06:00~08:00 정기 점검이 진행됩니다.</p>', daysAgo: 3 },
  {
    boardType: 'event',
    title: '신규 가입 첫충 20% 보너스',
    content: '<p>가입 후 첫 충전에 <strong>20%</strong> 보너스를 드립니다.</p>',
    daysAgo: 87,
    pinned: true,
  },
  {
    boardType: 'event',
    title: '매일 첫충 10% 보너스',
    content: '<p>매일 첫 충전에 <strong>10%</strong> 보너스를 드립니다.</p>',
    daysAgo: 70,
    pinned: true,
  },
  {
    boardType: 'event',
    title: '추석 한가위 이벤트 (종료)',
    content: '<p>추석 이벤트가 종료되었습니다. 참여해 주신 모든 분께 감사드립니다.</p>',
    daysAgo: 45,
  },
  {
    boardType: 'event',
    title: 'Weekend bonus: +10% on your first charge',
    content: '<p>Every Saturday and Sunday, your first charge earns an extra 10%.</p>',
    daysAgo: 30,
  },
  {
    boardType: 'event',
    title: 'Sự kiện điểm danh: nhận 500P mỗi ngày',
    content: '<p>Điểm danh mỗi ngày để nhận 500 điểm.</p>',
    daysAgo: 29,
  },
  {
    boardType: 'event',
    title: '출석체크 이벤트 - 매일 500P',
    content: '<p>매일 출석하고 500 포인트 받으세요. 한 달 개근 시 쿠폰을 드립니다.</p>',
    daysAgo: 14,
  },
  {
    boardType: 'free',
    category: 'notice',
    title: '자유게시판 이용 수칙',
    content: '<p>욕설, 홍보, 타 사이트 언급 글은 예고 없이 삭제됩니다.</p>',
    daysAgo: 86,
  },
  {
    boardType: 'free',
    category: 'event',
    title: '베팅 인증 이벤트 당첨자 발표',
    content: '<p>당첨자분들께는 쪽지로 쿠폰을 보내 드렸습니다. 축하드립니다!</p>',
    daysAgo: 16,
  },
  {
    boardType: 'faq',
    title: '가입 승인은 얼마나 걸리나요?',
    content: '<p>가입 신청 후 관리자 승인까지 보통 10분 이내입니다.</p>',
    daysAgo: 89,
  },
  {
    boardType: 'faq',
    title: '입금은 어떻게 하나요?',
    content: '<p>계좌문의로 입금 계좌를 받은 뒤, 가입 시 등록한 예금주 이름으로 입금하고 입금 신청을 해 주세요.</p>',
    daysAgo: 89,
  },
  {
    boardType: 'faq',
    title: '환전이 안 돼요.',
    content: '<p>23:30~00:30 은행 점검 시간에는 환전이 불가합니다. 환전 비밀번호(4자리)를 확인해 주세요.</p>',
    daysAgo: 89,
  },
  {
    boardType: 'faq',
    title: '포인트는 어떻게 전환하나요?',
    content: '<p>마이페이지 &gt; 포인트에서 1,000 포인트 이상부터 보유머니로 전환할 수 있습니다.</p>',
    daysAgo: 89,
  },
  {
    boardType: 'faq',
    title: '첫충 보너스는 언제 지급되나요?',
    content: '<p>입금 신청 시 보너스를 선택하면 입금 승인과 함께 지급됩니다.</p>',
    daysAgo: 89,
  },
  {
    boardType: 'faq',
    title: '다른 곳에서 로그인되었다고 나와요.',
    content: '<p>한 계정은 한 곳에서만 로그인됩니다. 본인이 아니라면 비밀번호를 변경해 주세요.</p>',
    daysAgo: 60,
  },
  {
    boardType: 'faq',
    title: 'How do I deposit with USDT?',
    content: '<p>Choose coin on the deposit page, send USDT (TRC20) to the wallet shown, then submit the request.</p>',
    daysAgo: 40,
  },
  {
    boardType: 'faq',
    title: 'Làm sao để đổi điểm sang tiền?',
    content: '<p>Vào Trang của tôi &gt; Điểm, có thể đổi từ 10.000 điểm trở lên.</p>',
    daysAgo: 40,
  },
];

interface MemberPost {
  memId: string;
  title: string;
  content: string;
  daysAgo: number;
  comments?: [memId: string, content: string][];
}

const FREE_POSTS: MemberPost[] = [
  {
    memId: 'jihoon77',
    title: '오늘 축구 조합 공유합니다',
    content: '<p>EPL 3폴더 갑니다. 다들 행운을!</p>',
    daysAgo: 60,
    comments: [
      ['sora1004', '저도 같은 픽이에요 ㅎㅎ'],
      ['tester01', '2번 경기는 좀 불안하네요'],
    ],
  },
  {
    memId: 'sora1004',
    title: '슬롯 잭팟 터졌어요!',
    content: '<p>프라그마틱 슬롯에서 잭팟 나왔습니다 🎉</p>',
    daysAgo: 45,
    comments: [
      ['jihoon77', '축하드려요!'],
      ['dokdo33', '부럽습니다'],
      ['luckyseven', '어떤 게임인가요?'],
      ['sora1004', '스위트 보난자요~'],
    ],
  },
  {
    memId: 'tester01',
    title: '출석체크 한 달 개근 후기',
    content: '<p>한 달 꼬박 출석했더니 쿠폰 받았네요.</p>',
    daysAgo: 33,
    comments: [['jihoon77', '저도 도전해 봐야겠어요']],
  },
  {
    memId: 'jameslee',
    title: 'Any tips for live baccarat?',
    content: '<p>New here. Which tables do you like on Evolution?</p>',
    daysAgo: 28,
    comments: [
      ['tester01', 'Speed baccarat is fun'],
      ['minh01', 'I like Lightning Baccarat'],
    ],
  },
  {
    memId: 'minh01',
    title: 'Chào mọi người!',
    content: '<p>Mình mới tham gia, rất vui được làm quen.</p>',
    daysAgo: 25,
    comments: [
      ['lanvi02', 'Chào bạn!'],
      ['jameslee', 'Welcome!'],
    ],
  },
  {
    memId: 'dokdo33',
    title: '파워볼 패턴 분석',
    content: '<p>최근 100회차 홀짝 비율 정리해 봤습니다.</p>',
    daysAgo: 18,
    comments: [['luckyseven', '유용하네요 감사합니다']],
  },
  {
    memId: 'luckyseven',
    title: '주말 보너스 받으셨나요?',
    content: '<p>토요일 첫충에 10% 더 붙네요.</p>',
    daysAgo: 9,
    comments: [['tester01', '네 잘 받았습니다']],
  },
  { memId: 'lanvi02', title: 'Kinh nghiệm chơi xổ số nhanh', content: '<p>Chia sẻ một vài mẹo nhỏ khi chơi speed keno.</p>', daysAgo: 6 },
  {
    memId: 'jihoon77',
    title: '야구 언더오버 어떻게 보세요?',
    content: '<p>오늘 KBO 경기 언더 가려는데 의견 부탁드려요.</p>',
    daysAgo: 2,
    comments: [
      ['sora1004', '오버 같아요'],
      ['dokdo33', '투수전이라 언더 추천'],
    ],
  },
  { memId: 'tester01', title: '환전 빠르네요', content: '<p>신청하고 10분 만에 들어왔어요.</p>', daysAgo: 1 },
];

interface Inquiry {
  boardType: 'qna' | 'accountqna';
  memId: string;
  title: string;
  content: string;
  daysAgo: number;
  answer?: string;
}

const INQUIRIES: Inquiry[] = [
  {
    boardType: 'qna',
    memId: 'tester01',
    title: '보너스 지급 문의',
    content: '<p>어제 입금했는데 보너스가 안 들어왔어요.</p>',
    daysAgo: 40,
    answer: '<p>확인 결과 보너스 미선택으로 신청되었습니다. 다음 입금 시 보너스를 선택해 주세요.</p>',
  },
  {
    boardType: 'qna',
    memId: 'jihoon77',
    title: '베팅 취소 문의',
    content: '<p>경기가 취소됐는데 적특 처리되나요?</p>',
    daysAgo: 20,
    answer: '<p>취소된 경기는 적중특례(1배)로 처리됩니다.</p>',
  },
  {
    boardType: 'qna',
    memId: 'jameslee',
    title: 'Withdrawal taking long',
    content: '<p>My withdrawal has been waiting for 30 minutes.</p>',
    daysAgo: 11,
    answer: '<p>It has been processed now. Sorry for the wait.</p>',
  },
  {
    boardType: 'qna',
    memId: 'tester01',
    title: '닉네임 변경 가능한가요?',
    content: '<p>닉네임을 바꾸고 싶습니다.</p>',
    daysAgo: 5,
    answer: '<p>닉네임은 변경이 불가합니다. 양해 부탁드립니다.</p>',
  },
  {
    boardType: 'qna',
    memId: 'minh01',
    title: 'Hỏi về điểm danh',
    content: '<p>Tôi đã điểm danh nhưng chưa nhận được điểm.</p>',
    daysAgo: 1,
  },
  {
    boardType: 'qna',
    memId: 'sora1004',
    title: '환전 비밀번호 분실',
    content: '<p>환전 비밀번호를 잊어버렸어요. 재설정 방법 알려주세요.</p>',
    daysAgo: 0,
  },
  {
    boardType: 'accountqna',
    memId: 'tester01',
    title: '입금 계좌 문의',
    content: '<p>입금 계좌 부탁드립니다.</p>',
    daysAgo: 30,
    answer: '<p>국민은행 123-456-789012 (주)위너 입니다. 입금자명은 회원님 예금주명으로 해 주세요.</p>',
  },
  {
    boardType: 'accountqna',
    memId: 'jihoon77',
    title: '계좌 문의드립니다',
    content: '<p>입금 계좌 알려주세요.</p>',
    daysAgo: 8,
    answer: '<p>국민은행 123-456-789012 (주)위너 입니다.</p>',
  },
  {
    boardType: 'accountqna',
    memId: 'lanvi02',
    title: 'Tài khoản nạp tiền',
    content: '<p>Vui lòng cho tôi số tài khoản nạp tiền.</p>',
    daysAgo: 4,
    answer: '<p>국민은행 (KB Kookmin Bank) 123-456-789012, (주)위너.</p>',
  },
  { boardType: 'accountqna', memId: 'luckyseven', title: '입금 계좌 문의', content: '<p>계좌 부탁드립니다.</p>', daysAgo: 0 },
  { boardType: 'accountqna', memId: 'dokdo33', title: '계좌 문의', content: '<p>입금하려고 합니다. 계좌 알려주세요.</p>', daysAgo: 0 },
];

export async function seedBoard(tx: Tx, now: Date): Promise<void> {
  const rng = createRng(6);
  /** daysAgo 0: earlier today (minutes before the seed); otherwise during that Seoul day. */
  const when = (daysAgo: number, hh = rng.int(9, 22)): Date =>
    daysAgo === 0 ? new Date(now.getTime() - rng.int(30, 120) * MINUTE) : seoulAt(now, daysAgo, hh, rng.int(0, 59));
  /** Never after the seed's moment (a reply or a read a few hours after a late message). */
  const past = (d: Date): Date => (d.getTime() < now.getTime() ? d : later(now, -MINUTE));

  // messages: the older ones read, the newest one or two not
  const msgs: MessageInsert[] = [];
  for (const m of SEED_MEMBERS) {
    const texts = MESSAGES[m.lang];
    const count = m.memId === 'tester01' ? 7 : m.state === 'waiting' ? 1 : rng.int(2, 5);
    const unread = m.memId === 'tester01' ? 2 : m.state === 'waiting' ? 1 : rng.int(0, 2);
    const last = Math.max(1, m.joinedDaysAgo - 1);
    for (let i = 0; i < count; i++) {
      const daysAgo = Math.max(1, Math.round(last - ((last - 1) * i) / Math.max(1, count - 1)));
      const sentAt = when(daysAgo);
      const text = texts[i % texts.length] ?? texts[0];
      if (!text) continue;
      msgs.push({
        memId: m.memId,
        title: text.title,
        content: text.content,
        sentAt,
        readAt: i < count - unread ? past(later(sentAt, rng.int(5, 600) * MINUTE)) : null,
      });
    }
  }
  await tx.insert(messages).values(msgs);

  const site: PostInsert[] = SITE_POSTS.map((p) => ({
    boardType: p.boardType,
    category: p.category ?? (p.boardType === 'notice' ? 'notice' : p.boardType === 'event' ? 'event' : 'normal'),
    title: p.title,
    content: p.content,
    pinned: p.pinned ?? false,
    views: p.boardType === 'faq' ? 0 : rng.int(50, 3_000),
    createdAt: when(p.daysAgo, 10),
  }));
  const inquiries: PostInsert[] = INQUIRIES.map((q) => {
    const createdAt = when(q.daysAgo);
    return {
      boardType: q.boardType,
      memId: q.memId,
      title: q.title,
      content: q.content,
      inquiryType: q.boardType === 'accountqna' ? 'bankAccount' : 'other',
      answer: q.answer ?? null,
      answeredAt: q.answer ? past(later(createdAt, rng.int(3, 90) * MINUTE)) : null,
      createdAt,
    };
  });
  const free: PostInsert[] = FREE_POSTS.map((p) => ({
    boardType: 'free',
    memId: p.memId,
    title: p.title,
    content: p.content,
    views: rng.int(5, 400),
    createdAt: when(p.daysAgo),
  }));
  const all = [...site, ...inquiries, ...free].sort((a, b) => (a.createdAt?.getTime() ?? 0) - (b.createdAt?.getTime() ?? 0));
  const inserted = await tx.insert(posts).values(all).returning({ idx: posts.idx, title: posts.title, createdAt: posts.createdAt });
  const idxOf = new Map(inserted.map((r) => [`${r.title}\u0000${r.createdAt.getTime()}`, r]));

  const cmts: (typeof comments.$inferInsert)[] = [];
  for (const [i, p] of FREE_POSTS.entries()) {
    const row = free[i];
    const post = row?.createdAt ? idxOf.get(`${p.title}\u0000${row.createdAt.getTime()}`) : undefined;
    if (!post) throw new Error(`seed: post "${p.title}" was not written`);
    for (const [n, [memId, content]] of (p.comments ?? []).entries()) {
      const at = later(post.createdAt, (n + 1) * rng.int(10, 90) * MINUTE);
      cmts.push({ postIdx: post.idx, memId, content, createdAt: past(at) });
    }
  }
  if (cmts.length) await tx.insert(comments).values(cmts);
}
