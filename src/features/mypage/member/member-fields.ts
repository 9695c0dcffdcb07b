// Every field of the member view (docs/rules.md#data), in the order the screen shows them, each as a label key and
// the text shown (masked where the member's numbers are: phone and account).
import type { TFunction } from 'i18next';
import { formatServerTime } from '@/lib/format';
import { formatNumber, formatWon } from '@forms/rules/format';
import type { MemberView } from '../api/member-info';
import { maskAccount, maskPhone } from './mask';

export interface MemberField {
  readonly key: string;
  readonly label: string;
  readonly value: string;
}

/** Cash and points as the balance poll and push last set them (fresher than the info read), when known. */
export interface LiveMoney {
  readonly cash: number;
  readonly points: number;
}

export function memberFields(member: MemberView, t: TFunction<'member'>, lang: string, live: LiveMoney | null): MemberField[] {
  const none = t('info.none');
  const text = (value: string | null | undefined) => (value ? value : none);
  const rows: [string, string][] = [
    ['memId', member.memId],
    ['memNick', member.memNick],
    ['memName', member.memName],
    ['memPhone', member.memPhone ? maskPhone(member.memPhone) : none],
    ['bankName', text(member.bankName)],
    ['bankacc', member.bankacc ? maskAccount(member.bankacc) : none],
    ['recommenderId', text(member.recommenderId)],
    ['joinDate', member.joinDate ? formatServerTime(member.joinDate, lang) : none],
    ['memLevel', member.memLevel !== undefined ? t('info.levelValue', { level: member.memLevel }) : none],
    ['role', t(`roles.${member.isPartnerMember === 'Y' ? (member.partnerType ?? 'NORMAL') : 'NORMAL'}`)],
    ['cashOutPass', t(member.cashOutPassYn === 'Y' ? 'info.cashOutPassSet' : 'info.cashOutPassUnset')],
    ['cashAmt', formatWon(live?.cash ?? member.cashAmt, lang)],
    ['gameMoney', formatWon(member.gameMoney ?? 0, lang)],
    ['pointAmt', t('info.pointValue', { points: formatNumber(live?.points ?? member.pointAmt, lang) })],
  ];
  return rows.map(([key, value]) => ({ key, label: t(`info.${key}` as 'info.memId'), value }));
}
