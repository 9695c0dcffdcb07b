// The recommended members' columns: the member (nickname and id), role, online or not and state
// (localized), the holdings (right-aligned, thousands-separated), sub-members, when joined and last
// logged in; each is also the CSV column; sortable where the server orders by it.
import type { TFunction } from 'i18next';
import type { ContractData } from '@/api/contract';
import { amountColumn, countColumn, timeColumn } from '@/kit/paged-list/columns';
import type { Column } from '@/kit/paged-list/description';
import type { MEMBER_LISTS } from '../api/partner-member-lists';

export type MemberRow = ContractData<(typeof MEMBER_LISTS)['all']>['list'][number];

export const memberRowKey = (r: MemberRow): string => r.memId;

export function memberColumns(t: TFunction<'partner'>, language: string): Column<MemberRow>[] {
  const none = t('memberList.none');
  const member = (r: MemberRow) => `${r.memNick} (${r.memId})`;
  const role = (r: MemberRow) => t(`role.${r.partnerType}`);
  const online = (r: MemberRow) => (r.online ? t(`memberList.online.${r.online}`) : none);
  const state = (r: MemberRow) => (r.state ? t(`memberList.state.${r.state}`) : none);
  const count = (id: 'pointAmt' | 'subCount') =>
    countColumn<MemberRow>(id, t(`memberList.col.${id}`), (r) => r[id], { language, minWidth: 85 });
  const time = (id: 'joinDate' | 'lastLoginDate') =>
    timeColumn<MemberRow>(id, t(`memberList.col.${id}`), (r) => r[id], { language, none, sortable: true, minWidth: 165 });
  return [
    { id: 'memId', header: t('memberList.col.member'), sortable: true, minWidth: 160, cell: member, csv: member },
    { id: 'partnerType', header: t('memberList.col.role'), sortable: true, minWidth: 85, cell: role, csv: role },
    { id: 'online', header: t('memberList.col.online'), minWidth: 80, cell: online, csv: online },
    { id: 'state', header: t('memberList.col.state'), minWidth: 75, cell: state, csv: state },
    amountColumn('cashAmt', t('memberList.col.cashAmt'), (r) => r.cashAmt, { language, sortable: true, minWidth: 120 }),
    count('pointAmt'),
    count('subCount'),
    time('joinDate'),
    time('lastLoginDate'),
  ];
}
