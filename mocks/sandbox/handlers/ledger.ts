// The member's money history from state (/api/member/ledger, inferred): the ledger's rows of the
// member's cash and points (domain/ledger-history.ts).
import { moneyHistory } from '../domain/ledger-history';
import { ok, type Handlers } from './types';
import { sessionOf } from '../context';

export const ledgerHandlers: Handlers = {
  async memberLedger(body, ctx) {
    const { member } = sessionOf(ctx);
    const page = body.page ?? 1;
    const count_per_list = body.count_per_list ?? 10;
    const { list, total } = await moneyHistory(ctx.db, member.memId, { ...body, page, count_per_list });
    return ok({ list, pageInfo: { page, count_per_list, tatal_list_count: total } });
  },
};
