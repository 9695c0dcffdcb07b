// Members a test needs, written straight into the sandbox's database (balances through the ledger).
import type { MemberState } from '../../../mocks/sandbox/db/schema';
import { members } from '../../../mocks/sandbox/db/schema';
import { move } from '../../../mocks/sandbox/ledger';
import { hashPassword } from '../../../mocks/sandbox/passwords';
import type { TestSandbox } from './sandbox';

let n = 0;

export async function makeMember(
  s: TestSandbox,
  o: { memId: string; state?: MemberState; partnerType?: string; parentId?: string; cash?: number; points?: number; pass?: string },
): Promise<string> {
  n++;
  const suffix = String(Date.now() % 100_000_000).padStart(8, '0') + String(n).padStart(3, '0');
  await s.sandbox.database.db.transaction(async (tx) => {
    await tx.insert(members).values({
      memId: o.memId,
      passHash: hashPassword(o.pass ?? 'secret12'),
      nick: `nick-${o.memId}`,
      name: `name-${o.memId}`,
      phone: `019-${suffix.slice(-8, -4)}-${suffix.slice(-4)}`,
      bankName: '국민은행',
      bankAcc: `9${suffix}`,
      cashOutPass: '1234',
      state: o.state ?? 'normal',
      partnerType: o.partnerType ?? null,
      parentId: o.parentId ?? null,
    });
    if (o.cash) await move(tx, { memId: o.memId, account: 'cash', amount: o.cash, reason: 'test', txId: 'test' });
    if (o.points) await move(tx, { memId: o.memId, account: 'points', amount: o.points, reason: 'test', txId: 'test' });
  });
  return o.memId;
}
