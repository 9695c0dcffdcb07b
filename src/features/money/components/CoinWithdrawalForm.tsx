// The USDT withdrawal form with what goes beside it: held money and the rules (shared panel), the
// rate, the request in both currencies as the member types; the success notice (the form starts
// again empty) and every failure as its own message (SchemaForm: under the amount for C202, C206,
// C214, C215, under the PIN for C205 and C008, above the fields for the rest; what was typed stays).
// The bank maintenance does not stop a coin withdrawal.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber, formatUsdt, formatWon } from '@forms/rules/format';
import { digitsValue } from '@forms/rules/amount';
import { coinOfWon, coinWithdrawalForm, type CoinWithdrawalInput, type CoinWithdrawalOutput } from '@forms/schemas/coin';
import type { CoinPrice } from '../api/coin-price';
import { useWithdrawalRequest } from '../api/cash-out';
import type { WithdrawalInfo } from '../api/cash-out-info';
import { CoinConversion } from './CoinConversion';
import { CoinRate } from './CoinRate';
import { GameMoneyMerge } from './GameMoneyMerge';
import { useRequestRounds } from '../use-request-rounds';
import { MoneyFormLayout } from './MoneyFormLayout';
import { MoneyOverview } from './MoneyOverview';
import { HISTORY_PATHS } from '@/config/history-paths';
import { RequestForm } from '@/kit/RequestForm';

export interface CoinWithdrawalFormProps {
  readonly info: WithdrawalInfo;
  readonly heldMoney: number;
  readonly price: CoinPrice;
  readonly staleRate: boolean;
}

export function CoinWithdrawalForm({ info, heldMoney, price, staleRate }: CoinWithdrawalFormProps) {
  const { t, i18n } = useTranslation(['coin', 'money']);
  const lang = i18n.language;
  const { minAmount, maxAmount, amountUnit, retryMinutes } = info;
  const rate = price.price;
  const spec = useMemo(
    () => coinWithdrawalForm({ price: rate, heldMoney, rules: { minAmount, maxAmount, amountUnit } }),
    [rate, heldMoney, minAmount, maxAmount, amountUnit],
  );
  const withdrawal = useWithdrawalRequest();
  const rounds = useRequestRounds<CoinWithdrawalInput, CoinWithdrawalOutput>(withdrawal.send, spec.defaults);
  const { typed } = rounds;
  const history = { paths: HISTORY_PATHS.withdrawal, label: t('withdrawal.history'), inNote: true };
  const typedWon = digitsValue(typed.amount ?? '');
  const won = Number.isNaN(typedWon) ? 0 : typedWon;

  const rows = [
    [t('money:withdrawal.rules.min'), formatWon(minAmount, lang)],
    [t('money:withdrawal.rules.max'), formatWon(maxAmount, lang)],
    [t('money:withdrawal.rules.unit'), formatWon(amountUnit, lang)],
    [
      t('money:withdrawal.rules.retry'),
      t('money:withdrawal.rules.minutes', { count: retryMinutes, minutes: formatNumber(retryMinutes, lang) }),
    ],
  ] as const;

  return (
    <MoneyFormLayout
      main={
        <RequestForm rounds={rounds} spec={spec} history={history} close={t('close')}>
          {(done) => t('withdrawal.success', { amount: formatWon(done.amount, lang), coin: formatUsdt(done.coinAmount, lang) })}
        </RequestForm>
      }
      side={
        <>
          <CoinRate price={price} stale={staleRate} />
          <CoinConversion
            title={t('withdrawal.converted')}
            coin={coinOfWon(won, rate)}
            won={won}
            typed="won"
            refused={(typed.amount ?? '') !== '' && Number.isNaN(typedWon)}
          />
          <MoneyOverview heldLabel={t('money:withdrawal.held')} rulesTitle={t('money:withdrawal.rules.title')} rows={rows} />
          <GameMoneyMerge />
        </>
      }
    />
  );
}
