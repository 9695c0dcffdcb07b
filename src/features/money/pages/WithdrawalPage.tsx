// Withdrawal request (/moneyMain/exchange, mobile /exchangeMain's first tab), shaped like the deposit
// screen: the rules and the bank maintenance window are read first (/api/cash/outInfo) and held money
// comes from the balance; until both are there a spinner, if the rules fail the failure's own message
// with a retry (a suspended member reads U0011 here).
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/session/balance';
import { useWithdrawalInfo } from '../api/cash-out-info';
import { MoneyScreen } from '../components/MoneyScreen';
import { PayMethodLinks } from '../components/PayMethodLinks';
import { WithdrawalForm } from '../components/WithdrawalForm';

export function WithdrawalPage() {
  const { t } = useTranslation('money');
  const info = useWithdrawalInfo();
  const money = useMoney();
  return (
    <MoneyScreen
      title={t('withdrawal.title')}
      above={<PayMethodLinks kind="withdrawal" current="bank" />}
      loadingLabel={t('withdrawal.loading')}
      failure={info.isError ? { error: info.error, retry: () => void info.refetch() } : null}
    >
      {info.data && money ? <WithdrawalForm info={info.data} heldMoney={money.cash} /> : null}
    </MoneyScreen>
  );
}
