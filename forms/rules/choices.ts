// Fixed choices of the forms, with the contract's spellings where the contract has them.
import type { components } from '@/api/generated/schema';
import type { StaticOption } from '../meta/types';

type Schemas = components['schemas'];

export const PHONE_VENDORS = ['SKT', 'KT', 'LGU', 'MVNO'] as const;
export const INQUIRY_TYPES = ['bankAccount', 'other'] as const satisfies readonly NonNullable<Schemas['BoardSaveRequest']['inquiryType']>[];
export const SEARCH_TYPES = ['title', 'content', 'writer'] as const satisfies readonly NonNullable<
  Schemas['BoardListRequest']['searchType']
>[];
export const TRANSFER_TYPES = ['give', 'takeback'] as const satisfies readonly Schemas['MoneyTransferRequest']['type'][];
export const PARTNER_TYPES = ['PTN_1', 'PTN_2', 'PTN_3', 'PTN_4', 'PTN_5'] as const satisfies readonly Schemas['PartnerType'][];
export const GAME_CATEGORIES = ['casino', 'hotel', 'slot', 'mini'] as const satisfies readonly Schemas['GameCategory'][];

export type PartnerTier = (typeof PARTNER_TYPES)[number];
export type GameCategory = (typeof GAME_CATEGORIES)[number];

/** Options whose labels are `<prefix>.<value>`. */
export const optionsOf = (values: readonly string[], prefix: `forms.${string}`): readonly StaticOption[] =>
  values.map((value) => ({ value, label: `${prefix}.${value}` as const }));
