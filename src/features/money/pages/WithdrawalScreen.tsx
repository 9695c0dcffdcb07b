// Withdrawal request (/moneyMain/exchange, mobile /exchangeMain's first tab), shaped like the deposit
// screen: the rules and the bank maintenance window are read first (/api/cash/outInfo) and held money
// comes from the balance; until both are there a spinner, if the rules fail the failure's own message
// with a retry (a suspended member reads U0011 here).
import { useTranslation } from 'react-i18next';
import { allOf, valueRead } from '@/kit/QueryState';
import { ScreenFrame } from '@/kit/ScreenFrame';
import { useMoney } from '@/session/money';
import { useWithdrawalInfo } from '../api/cash-out-info';
import { PayMethodLinks } from '../components/PayMethodLinks';
import { WithdrawalForm } from '../components/WithdrawalForm';

export function WithdrawalScreen() {
  const { t } = useTranslation('money');
  const reads = allOf(useWithdrawalInfo(), valueRead(useMoney()));
  return (
    <ScreenFrame
      title={t('withdrawal.title')}
      narrow
      above={<PayMethodLinks kind="withdrawal" current="bank" />}
      query={reads}
      loadingLabel={t('withdrawal.loading')}
    >
      {([info, money]) => <WithdrawalForm info={info} heldMoney={money.cash} />}
    </ScreenFrame>
  );
}
