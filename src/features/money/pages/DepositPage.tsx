// Deposit request (/moneyMain/charge, mobile /chargeMain): the reference form screen (README, "Add a
// screen"). The rules and the bonus that applies are read first (/api/cash/inInfo); until they come a
// spinner, if they fail the failure's own message with a retry (a suspended member reads U0011 here).
import { useTranslation } from 'react-i18next';
import { useDepositInfo } from '../api/cash-in-info';
import { DepositForm } from '../components/DepositForm';
import { MoneyScreen } from '../components/MoneyScreen';
import { PayMethodLinks } from '../components/PayMethodLinks';

export function DepositPage() {
  const { t } = useTranslation('money');
  const info = useDepositInfo();
  return (
    <MoneyScreen
      title={t('deposit.title')}
      above={<PayMethodLinks kind="deposit" current="bank" />}
      loadingLabel={t('deposit.loading')}
      failure={info.isError ? { error: info.error, retry: () => void info.refetch() } : null}
    >
      {info.data ? <DepositForm info={info.data} /> : null}
    </MoneyScreen>
  );
}
