// The seeded site. Logins (README): tester01 / secret12 (a member with money), partner01 / secret12
// (a partner with sub-members).
import type { Tx } from '../db/open';
import { members, type MemberState } from '../db/schema';
import { move } from '../ledger';
import { hashPassword } from '../passwords';

export interface SeedMember {
  memId: string;
  pass: string;
  nick: string;
  name: string;
  phone: string;
  bankName: string;
  bankAcc: string;
  cashOutPass: string | null;
  state: MemberState;
  partnerType?: string;
  parentId?: string;
  recommenderId?: string;
  level?: number;
  cash?: number;
  points?: number;
}

export const SEED_MEMBERS: SeedMember[] = [
  {
    memId: 'partner01',
    pass: 'secret12',
    nick: '파트너원',
    name: '김파트',
    phone: '010-1000-0001',
    bankName: '국민은행',
    bankAcc: '100200300401',
    cashOutPass: '1234',
    state: 'normal',
    partnerType: 'PTN_1',
    cash: 5_000_000,
    points: 12_000,
  },
  {
    memId: 'tester01',
    pass: 'secret12',
    nick: '테스터',
    name: '홍길동',
    phone: '010-1234-5678',
    bankName: '신한은행',
    bankAcc: '110123456789',
    cashOutPass: '1234',
    state: 'normal',
    parentId: 'partner01',
    recommenderId: 'partner01',
    level: 3,
    cash: 1_250_000,
    points: 35_000,
  },
];

export async function seedAll(tx: Tx, now: Date): Promise<void> {
  for (const m of SEED_MEMBERS) {
    await tx.insert(members).values({
      memId: m.memId,
      passHash: hashPassword(m.pass),
      nick: m.nick,
      name: m.name,
      phone: m.phone,
      bankName: m.bankName,
      bankAcc: m.bankAcc,
      cashOutPass: m.cashOutPass,
      state: m.state,
      partnerType: m.partnerType ?? null,
      parentId: m.parentId ?? null,
      recommenderId: m.recommenderId ?? null,
      level: m.level ?? 1,
      joinedAt: new Date(now.getTime() - 120 * 86_400_000),
    });
    if (m.cash) await move(tx, { memId: m.memId, account: 'cash', amount: m.cash, reason: 'seed', txId: 'seed' });
    if (m.points) await move(tx, { memId: m.memId, account: 'points', amount: m.points, reason: 'seed', txId: 'seed' });
  }
}
