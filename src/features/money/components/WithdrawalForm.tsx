// The withdrawal form with what goes beside it: held money and the rules (shared panel), the bank
// maintenance refusal shown instead of the form while it lasts, the success message (the form starts
// again empty), and every failure as its own message (SchemaForm: under the amount for C202, C206,
// C214, C215, under the PIN for C205 and C008, above the fields for the rest; what was typed stays).
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber, formatWon } from '@forms/rules/format';
import { withdrawalForm, type WithdrawalInput, type WithdrawalOutput } from '@forms/schemas/withdrawal';
import type { TimeWindow } from '@forms/rules/maintenance';
import { useWithdrawalRequest } from '../api/cash-out';
import type { WithdrawalInfo } from '../api/cash-out-info';
import { useBankMaintenance } from '../use-bank-maintenance';
import { GameMoneyMerge } from './GameMoneyMerge';
import { useRequestRounds } from '../use-request-rounds';
import { MoneyFormLayout } from './MoneyFormLayout';
import { MoneyOverview } from './MoneyOverview';
import { HISTORY_PATHS } from '@/config/history-paths';
import { RequestForm } from '@/kit/RequestForm';

const SEOUL = 'Asia/Seoul';

export function WithdrawalForm({ info, heldMoney }: { info: WithdrawalInfo; heldMoney: number }) {
  const { t, i18n } = useTranslation('money');
  const lang = i18n.language;
  const { minAmount, maxAmount, amountUnit, retryMinutes, maintenanceStart, maintenanceEnd } = info;
  const maintenance = useMemo<TimeWindow>(
    () => ({ start: maintenanceStart, end: maintenanceEnd, timeZone: SEOUL }),
    [maintenanceStart, maintenanceEnd],
  );
  const closed = useBankMaintenance(maintenance);
  const spec = useMemo(
    () => withdrawalForm({ heldMoney, maintenance, rules: { minAmount, maxAmount, amountUnit } }),
    [heldMoney, maintenance, minAmount, maxAmount, amountUnit],
  );
  const withdrawal = useWithdrawalRequest();
  const rounds = useRequestRounds<WithdrawalInput, WithdrawalOutput>(withdrawal.send, spec.defaults);

  const hours = t('withdrawal.rules.hours', { start: maintenanceStart, end: maintenanceEnd });
  const rows = [
    [t('withdrawal.rules.min'), formatWon(minAmount, lang)],
    [t('withdrawal.rules.max'), formatWon(maxAmount, lang)],
    [t('withdrawal.rules.unit'), formatWon(amountUnit, lang)],
    [t('withdrawal.rules.retry'), t('withdrawal.rules.minutes', { count: retryMinutes, minutes: formatNumber(retryMinutes, lang) })],
    [t('withdrawal.rules.maintenance'), hours],
  ] as const;
  const history = { paths: HISTORY_PATHS.withdrawal, label: t('withdrawal.history'), inNote: true };
  const closedNotice = closed ? (
    <Alert severity="warning" data-testid="bank-maintenance">
      <AlertTitle>{t('withdrawal.closed.title')}</AlertTitle>
      {t('withdrawal.closed.body', { hours })}
    </Alert>
  ) : null;

  return (
    <MoneyFormLayout
      main={
        <RequestForm rounds={rounds} spec={spec} history={history} close={t('withdrawal.close')} unavailable={closedNotice}>
          {(done) => t('withdrawal.success', { amount: formatWon(done.amount, lang) })}
        </RequestForm>
      }
      side={
        <>
          <MoneyOverview heldLabel={t('withdrawal.held')} rulesTitle={t('withdrawal.rules.title')} rows={rows} />
          <GameMoneyMerge />
        </>
      }
    />
  );
}
