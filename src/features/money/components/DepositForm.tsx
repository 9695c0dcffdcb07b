// The deposit form with what goes beside it: the bonus the typed amount earns (live), the success
// message (the form starts again empty), what the member's deposit limit leaves, and every failure as its own message (SchemaForm: under the
// amount for C002 and C101-C103, above the fields for the rest; what was typed stays).
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useMemberLimits, useSiteOption } from '@/api/reads';
import { leftUnder } from '@/domain/limits/left-under';
import { useLayout } from '@forms/renderer/layout-context';
import { formatWon } from '@forms/rules/format';
import { depositForm, type DepositInput, type DepositOutput } from '@forms/schemas/deposit';
import { useDepositRequest } from '../api/cash-in';
import type { DepositInfo } from '../api/cash-in-info';
import { depositBonus } from '../deposit-bonus';
import { AccountRequest } from './AccountRequest';
import { BonusPreview } from './BonusPreview';
import { DepositOverview } from './DepositOverview';
import { useRequestRounds } from '../use-request-rounds';
import { MoneyFormLayout } from './MoneyFormLayout';
import { HISTORY_PATHS } from '@/config/history-paths';
import { RequestForm } from '@/kit/RequestForm';

const amountOf = (typed: string | undefined): number => (typed && /^\d+$/.test(typed) ? Number(typed) : 0);

export function DepositForm({ info }: { info: DepositInfo }) {
  const { t, i18n } = useTranslation('money');
  const layout = useLayout();
  const option = useSiteOption().data?.siteOption;
  const bonus = depositBonus(info.bonusKind, option);
  const { minAmount, maxAmount, amountUnit } = info;
  const bonusKind = bonus?.kind;
  const bonusRate = bonus?.rate;
  // the member's own deposit limit: what it leaves shows under the amount and bounds it (the server checks too)
  const limit = leftUnder(useMemberLimits({ staleTime: 0 }).data?.limits, 'deposit');
  const left = limit?.left;
  const period = limit?.period;
  const spec = useMemo(
    () =>
      depositForm({
        rules: { minAmount, maxAmount, amountUnit },
        bonus: bonusKind && bonusRate !== undefined ? { kind: bonusKind, rate: bonusRate } : null,
        limit: left !== undefined && period !== undefined ? { left, period } : null,
      }),
    [minAmount, maxAmount, amountUnit, bonusKind, bonusRate, left, period],
  );
  const deposit = useDepositRequest();
  const rounds = useRequestRounds<DepositInput, DepositOutput>(deposit.send, spec.defaults);
  const { typed } = rounds;
  const history = { paths: HISTORY_PATHS.deposit, label: t('deposit.history'), inNote: layout === 'desktop' };

  return (
    <MoneyFormLayout
      main={
        <RequestForm rounds={rounds} spec={spec} history={history} close={t('deposit.close')}>
          {(done) => t('deposit.success', { amount: formatWon(done.amount, i18n.language) })}
        </RequestForm>
      }
      side={
        <>
          <BonusPreview bonus={bonus} amount={amountOf(typed.amount)} taken={typed.bonusYn === 'Y'} />
          <DepositOverview info={info} />
          <AccountRequest />
        </>
      }
    />
  );
}
