// The members' posts on the free board, each with the comments other seeded members wrote under it.
export interface MemberPost {
  memId: string;
  /** Written that many Seoul days before the seed. */
  daysAgo: number;
  title: string;
  content: string;
  /** In the order they were written. */
  comments: [memId: string, content: string][];
}

const memberPost = (memId: string, daysAgo: number, title: string, content: string, comments: MemberPost['comments'] = []): MemberPost => ({
  memId,
  daysAgo,
  title,
  content,
  comments,
});

export const MEMBER_POSTS: MemberPost[] = [
  memberPost('jihoon77', 60, '오늘 축구 조합 공유합니다', '<p>EPL 3폴더 갑니다. 다들 행운을!</p>', [
    ['sora1004', '저도 같은 픽이에요 ㅎㅎ'],
    ['tester01', '2번 경기는 좀 불안하네요'],
  ]),
  memberPost('sora1004', 45, '슬롯 잭팟 터졌어요!', '<p>프라그마틱 슬롯에서 잭팟 나왔습니다 🎉</p>', [
    ['jihoon77', '축하드려요!'],
    ['dokdo33', '부럽습니다'],
    ['luckyseven', '어떤 게임인가요?'],
    ['sora1004', '스위트 보난자요~'],
  ]),
  memberPost('tester01', 33, '출석체크 한 달 개근 후기', '<p>한 달 꼬박 출석했더니 쿠폰 받았네요.</p>', [
    ['jihoon77', '저도 도전해 봐야겠어요'],
  ]),
  memberPost('jameslee', 28, 'Any tips for live baccarat?', '<p>New here. Which tables do you like on Evolution?</p>', [
    ['tester01', 'Speed baccarat is fun'],
    ['minh01', 'I like Lightning Baccarat'],
  ]),
  memberPost('minh01', 25, 'Chào mọi người!', '<p>Mình mới tham gia, rất vui được làm quen.</p>', [
    ['lanvi02', 'Chào bạn!'],
    ['jameslee', 'Welcome!'],
  ]),
  memberPost('dokdo33', 18, '파워볼 패턴 분석', '<p>최근 100회차 홀짝 비율 정리해 봤습니다.</p>', [
    ['luckyseven', '유용하네요 감사합니다'],
  ]),
  memberPost('luckyseven', 9, '주말 보너스 받으셨나요?', '<p>토요일 첫충에 10% 더 붙네요.</p>', [['tester01', '네 잘 받았습니다']]),
  memberPost('lanvi02', 6, 'Kinh nghiệm chơi xổ số nhanh', '<p>Chia sẻ một vài mẹo nhỏ khi chơi speed keno.</p>'),
  memberPost('jihoon77', 2, '야구 언더오버 어떻게 보세요?', '<p>오늘 KBO 경기 언더 가려는데 의견 부탁드려요.</p>', [
    ['sora1004', '오버 같아요'],
    ['dokdo33', '투수전이라 언더 추천'],
  ]),
  memberPost('tester01', 1, '환전 빠르네요', '<p>신청하고 10분 만에 들어왔어요.</p>'),
];
