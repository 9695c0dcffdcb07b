// A request that does not fit its operation's schema gets the operation's own error code where the
// contract has one for that field (a signup id in the wrong format is U101, as the real server says),
// else HTTP 400 with the reasons.
import type { ErrorCode } from '../../src/api/generated/error-codes';
import type { OperationId } from '../../src/api/generated/operations';

/** operation → body field → the code for a value that does not fit, or [missing, does not fit]. */
export const FIELD_CODES: { [Id in OperationId]?: Record<string, ErrorCode | readonly [ErrorCode, ErrorCode]> } = {
  memberSignup: {
    memId: 'U101',
    memPass: 'U102',
    memPassCheck: 'U102',
    cashOutPass: 'U103',
    memName: 'U104',
    memNick: 'U105',
    memPhone: 'U106',
  },
  memberLogin: { memId: 'LX02', memPass: 'LX02' },
  memberUpdate: { memPassNew: 'U102', memPhone: 'U106', cashOutPass: 'U103' },
  cashIn: { amount: 'C002' },
  cashOut: { amount: 'C206', cashOutPass: 'C205' },
  pointChange: { point: ['P001', 'P004'] },
  partnerMoneyTransfer: { amount: 'C601' },
  partnerMoneyMove: { amount: 'C601' },
  partnerCreate: { memId: 'U101', memPass: 'U102', memName: 'U104', memNick: 'U105', memPhone: 'U106' },
};

/** The code for the first complaint about a field that has one (complaints look like `/body/memId must …`). */
export function codeFor(id: OperationId, complaints: readonly string[]): ErrorCode | undefined {
  const fields = FIELD_CODES[id];
  if (!fields) return undefined;
  for (const c of complaints) {
    const missing = /^\/body\/? must have required property '([^']+)'/.exec(c);
    const field = missing?.[1] ?? /^\/body\/([^/\s]+)/.exec(c)?.[1];
    const code = field ? fields[field] : undefined;
    if (typeof code === 'string') return code;
    if (code) return missing ? code[0] : code[1];
  }
  return undefined;
}
