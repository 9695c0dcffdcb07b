// The sub-partner list's columns: the partner (nickname and id), role and state (localized), the
// holdings (right-aligned, thousands-separated), the rolling and losing rates, the sub-members, when
// joined and last logged in; each is also the CSV column; sortable where the server orders by it.
import { localeOf } from '@forms/rules/format';
import type { TFunction } from 'i18next';
import type { ContractData } from '@/api/contract';
import { amountColumn, countColumn, timeColumn } from '@/kit/paged-list/columns';
import type { Column } from '@/kit/paged-list/description';
import type { PARTNER_LIST } from '../api/partner-list';

export type PartnerRow = ContractData<typeof PARTNER_LIST>['list'][number];

export const partnerRowKey = (r: PartnerRow): string => r.memId;

export function partnerColumns(t: TFunction<'partner'>, language: string): Column<PartnerRow>[] {
  const none = t('partnerList.none');
  const percent = new Intl.NumberFormat(localeOf(language), { style: 'percent', maximumFractionDigits: 2 });
  const member = (r: PartnerRow) => `${r.memNick} (${r.memId})`;
  const role = (r: PartnerRow) => t(`role.${r.partnerType}`);
  const state = (r: PartnerRow) => (r.state ? t(`partnerList.state.${r.state}`) : none);
  const rate = (id: 'rollingRate' | 'losingRate'): Column<PartnerRow> => ({
    id,
    header: t(`partnerList.col.${id}`),
    align: 'right',
    minWidth: 90,
    cell: (r) => (r[id] === undefined ? none : percent.format(r[id] / 100)),
    csv: (r) => r[id] ?? '',
  });
  const count = (id: 'pointAmt' | 'subCount', minWidth: number) =>
    countColumn<PartnerRow>(id, t(`partnerList.col.${id}`), (r) => r[id], { language, minWidth });
  const time = (id: 'joinDate' | 'lastLoginDate') =>
    timeColumn<PartnerRow>(id, t(`partnerList.col.${id}`), (r) => r[id], { language, none, sortable: true, minWidth: 165 });
  return [
    { id: 'memId', header: t('partnerList.col.member'), sortable: true, minWidth: 160, cell: member, csv: member },
    { id: 'partnerType', header: t('partnerList.col.role'), sortable: true, minWidth: 85, cell: role, csv: role },
    { id: 'state', header: t('partnerList.col.state'), minWidth: 75, cell: state, csv: state },
    amountColumn('cashAmt', t('partnerList.col.cashAmt'), (r) => r.cashAmt, { language, sortable: true, minWidth: 120 }),
    count('pointAmt', 80),
    rate('rollingRate'),
    rate('losingRate'),
    count('subCount', 85),
    time('joinDate'),
    time('lastLoginDate'),
  ];
}
