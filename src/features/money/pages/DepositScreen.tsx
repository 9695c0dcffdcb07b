// Deposit request (/moneyMain/charge, mobile /chargeMain): the reference form screen (README, "Add a
// screen"). The rules and the bonus that applies are read first (/api/cash/inInfo); until they come a
// spinner, if they fail the failure's own message with a retry (a suspended member reads U0011 here).
import { useTranslation } from 'react-i18next';
import { ScreenFrame } from '@/kit/ScreenFrame';
import { useDepositInfo } from '../api/cash-in-info';
import { DepositForm } from '../components/DepositForm';
import { PayMethodLinks } from '../components/PayMethodLinks';

export function DepositScreen() {
  const { t } = useTranslation('money');
  return (
    <ScreenFrame
      title={t('deposit.title')}
      narrow
      above={<PayMethodLinks kind="deposit" current="bank" />}
      query={useDepositInfo()}
      loadingLabel={t('deposit.loading')}
    >
      {(info) => <DepositForm info={info} />}
    </ScreenFrame>
  );
}
