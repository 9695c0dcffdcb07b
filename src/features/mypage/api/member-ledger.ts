// The member's money history (/api/member/ledger, inferred): every movement of cash and points with
// its reason and the balance after it, read page by page through the shared paged list
// (MoneyHistoryScreen).
import type { components } from '@/api/generated/schema';
import type { RowOf } from '@/kit/paged-list/use-paged-list';

export const MEMBER_LEDGER = '/api/member/ledger';
export type LedgerRow = RowOf<typeof MEMBER_LEDGER>;
export type LedgerKind = components['schemas']['LedgerKind'];
export type LedgerAccount = components['schemas']['LedgerAccount'];
