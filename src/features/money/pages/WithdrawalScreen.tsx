// Withdrawal request (/moneyMain/exchange, mobile /exchangeMain's first tab), shaped like the deposit
// screen: the rules and the bank maintenance window are read first (/api/cash/outInfo) and held money
// comes from the balance; until both are there a spinner, if the rules fail the failure's own message
// with a retry (a suspended member reads U0011 here).
import { allOf, valueRead } from '@/kit/QueryState';
import { useMoney } from '@/session/money';
import { useWithdrawalInfo } from '../api/cash-out-info';
import { PayScreen } from '../components/PayScreen';
import { WithdrawalForm } from '../components/WithdrawalForm';

export function WithdrawalScreen() {
  const reads = allOf(useWithdrawalInfo(), valueRead(useMoney()));
  return (
    <PayScreen kind="withdrawal" method="bank" query={reads}>
      {([info, money]) => <WithdrawalForm info={info} heldMoney={money.cash} />}
    </PayScreen>
  );
}
