// USDT withdrawal (/moneyMain/coinExchange): the withdrawal rules (/api/cash/outInfo), held money (the
// balance) and the rate (/api/coin, read again every 30 s) come first; until all are there a spinner,
// if a read fails its own message with a retry (a suspended member reads U0011 here). A failed refresh
// of the rate keeps the last one, marked as such.
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/session/balance';
import { useCoinPrice } from '../api/coin-price';
import { useWithdrawalInfo } from '../api/cash-out-info';
import { CoinWithdrawalForm } from '../components/CoinWithdrawalForm';
import { MoneyScreen } from '../components/MoneyScreen';
import { PayMethodLinks } from '../components/PayMethodLinks';

export function CoinWithdrawalPage() {
  const { t } = useTranslation('coin');
  const info = useWithdrawalInfo();
  const price = useCoinPrice();
  const money = useMoney();
  const failed = info.isError ? info : price.isError && !price.data ? price : null;
  return (
    <MoneyScreen
      title={t('withdrawal.title')}
      above={<PayMethodLinks kind="withdrawal" current="coin" />}
      loadingLabel={t('withdrawal.loading')}
      failure={failed ? { error: failed.error, retry: () => void failed.refetch() } : null}
    >
      {info.data && price.data && money ? (
        <CoinWithdrawalForm info={info.data} heldMoney={money.cash} price={price.data} staleRate={price.isRefetchError} />
      ) : null}
    </MoneyScreen>
  );
}
