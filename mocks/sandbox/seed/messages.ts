// The seeded messages: the texts the site sends its members, in each member's language, in the
// order a member receives them (board.ts writes them, the older ones read).
import type { Lang } from './members';

export interface SeedMessage {
  title: string;
  content: string;
}

export const SEED_MESSAGES: Record<Lang, SeedMessage[]> = {
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
