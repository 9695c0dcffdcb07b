// What the screen and browser tiers' member-info tests set as the member read once an edit is saved.
/** The member as /api/member/info answers it once the edit is saved: the new phone and carrier. */
export const MEMBER_AFTER_EDIT = {
  code: '0',
  data: {
    member: {
      memId: 'tester01',
      memNick: '행운의별',
      memName: '홍길동',
      cashAmt: 1250000,
      pointAmt: 35200,
      gameMoney: 0,
      isPartnerMember: 'N',
      partnerType: 'NORMAL',
      memLevel: 3,
      memPhone: '010-9876-5432',
      memPhoneVendor: 'KT',
      bankName: '국민은행',
      bankacc: '12345678901234',
      recommenderId: 'partner01',
      joinDate: '2026-10-01 12:00:00',
      cashOutPassYn: 'Y',
    },
    msgInfo: { newMsg: 2 },
  },
};
