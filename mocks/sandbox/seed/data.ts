// The seeded site: a site that looks lived-in, in ko / en / vi where it shows text.
//
// Logins (every password is secret12; withdrawal PIN 1234 unless said otherwise):
//
//   id          state      role    under      what it shows
//   tester01    normal     member  partner01  a member with money: cash 1,250,000, points 35,000, three
//                                             months of processed deposits and withdrawals, points,
//                                             coupons in every status, messages read and unread
//   tester02    normal     member  partner02  no withdrawal PIN set (a withdrawal answers C204); English
//   tester03    normal     member  partner03  no money at all (cash 0, points 0)
//   waiting01   waiting    member  partner05  signed up, not approved: login answers LX13
//   suspend01   suspended  member  partner04  logs in; deposits and withdrawals are refused (U0011)
//   locked01    locked     member  partner02  login answers U001
//   partner01   normal     PTN_1   -          head office, cash 5,000,000, with sub-members
//   partner02   normal     PTN_2   partner01  main branch
//   partner03   normal     PTN_3   partner02  sub branch
//   partner04   normal     PTN_4   partner03  distributor
//   partner05   normal     PTN_5   partner04  store
//   jihoon77, sora1004, dokdo33, luckyseven (Korean), jameslee (English), minh01, lanvi02
//   (Vietnamese): normal members under the partners, with history; some have deposits or
//   withdrawals still requested (0) or waiting (2).
//
// Everything is dated relative to the moment of seeding (three months back), on Seoul days; every
// balance is the sum of its ledger rows (ledger.ts), the history included.
import type { Tx } from '../db/open';
import { members } from '../db/schema';
import { hashPassword } from '../passwords';
import { seedBoard } from './board';
import { seedGames } from './games';
import { SEED_MEMBERS, SEED_PASSWORD } from './members';
import { seedMinigames } from './minigames';
import { seedMoney } from './money';
import { seedPartner } from './partner';
import { seedSite } from './site';
import { seedSports } from './sports';
import { DAY } from './time';

export { SEED_MEMBERS, SEED_PASSWORD, type SeedMember } from './members';

export async function seedAll(tx: Tx, now: Date): Promise<void> {
  await seedSite(tx);
  await tx.insert(members).values(
    SEED_MEMBERS.map((m) => ({
      memId: m.memId,
      passHash: hashPassword(SEED_PASSWORD),
      nick: m.nick,
      name: m.name,
      phone: m.phone,
      bankName: m.bankName,
      bankAcc: m.bankAcc,
      cashOutPass: m.cashOutPass,
      state: m.state,
      partnerType: m.partnerType ?? null,
      parentId: m.parentId ?? null,
      // only a partner recommends (docs/rules.md#validation): the partner above
      recommenderId: m.parentId ?? null,
      level: m.level ?? 1,
      joinedAt: new Date(now.getTime() - m.joinedDaysAgo * DAY),
    })),
  );
  await seedMoney(tx, now);
  await seedBoard(tx, now);
  await seedMinigames(tx, now);
  await seedGames(tx);
  await seedSports(tx, now);
  await seedPartner(tx, now);
}
