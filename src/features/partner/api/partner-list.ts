// The sub-partner list's call: one page of the partner's sub-partners, with the grid's order and the
// list's filters (role, member) from the address in the request body.
import { useContractGrid, type GridBodyOf, type SortFieldOf } from '@/kit/data-grid/use-contract-grid';
import { defined, oneOf } from '@/kit/paged-list/list-body';

export const PARTNER_LIST = '/api/partner/partnerList';

export const PARTNER_FILTERS = ['role', 'search'] as const;
export type PartnerFilter = (typeof PARTNER_FILTERS)[number];

export const PARTNER_ROLES = ['PTN_1', 'PTN_2', 'PTN_3', 'PTN_4', 'PTN_5'] as const;
const SORT_FIELDS = ['memId', 'partnerType', 'cashAmt', 'joinDate', 'lastLoginDate'] as const satisfies readonly SortFieldOf<
  typeof PARTNER_LIST
>[];

const body: GridBodyOf<typeof PARTNER_LIST, PartnerFilter, typeof SORT_FIELDS> = (q, base) => ({
  ...base,
  ...defined({ partnerType: oneOf(PARTNER_ROLES, q.filters.role) }),
});

export const usePartnerList = () =>
  useContractGrid(PARTNER_LIST, { filters: PARTNER_FILTERS, sortFields: SORT_FIELDS, period: false, search: 'search', body });
