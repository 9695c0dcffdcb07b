// What a member reads before typing a deposit: held money and the deposit rules (minimum, per-request
// maximum, unit, re-request interval).
import { useTranslation } from 'react-i18next';
import { formatNumber, formatWon } from '@forms/rules/format';
import type { DepositInfo } from '../api/cash-in-info';
import { MoneyOverview } from './MoneyOverview';

export function DepositOverview({ info }: { info: DepositInfo }) {
  const { t, i18n } = useTranslation('money');
  const lang = i18n.language;
  const rows = [
    [t('deposit.rules.min'), formatWon(info.minAmount, lang)],
    [t('deposit.rules.max'), formatWon(info.maxAmount, lang)],
    [t('deposit.rules.unit'), formatWon(info.amountUnit, lang)],
    [t('deposit.rules.retry'), t('deposit.rules.minutes', { count: info.retryMinutes, minutes: formatNumber(info.retryMinutes, lang) })],
  ] as const;
  return <MoneyOverview heldLabel={t('deposit.held')} rulesTitle={t('deposit.rules.title')} rows={rows} />;
}
