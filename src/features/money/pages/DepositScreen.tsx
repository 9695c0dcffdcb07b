// Deposit request (/moneyMain/charge, mobile /chargeMain): the reference form screen (README, "Add a
// screen"). The rules and the bonus that applies are read first (/api/cash/inInfo); until they come a
// spinner, if they fail the failure's own message with a retry (a suspended member reads U0011 here).
import { useDepositInfo } from '../api/cash-in-info';
import { DepositForm } from '../components/DepositForm';
import { PayScreen } from '../components/PayScreen';

export function DepositScreen() {
  return (
    <PayScreen kind="deposit" method="bank" query={useDepositInfo()}>
      {(info) => <DepositForm info={info} />}
    </PayScreen>
  );
}
