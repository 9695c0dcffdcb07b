// USDT deposit (/moneyMain/coinCharge): the deposit rules with the site's wallet (/api/cash/inInfo)
// and the rate (/api/coin, read again every 30 s) come first; until both are there a spinner, if one
// fails its own message with a retry. A site without a wallet says it takes no USDT now and points to
// the bank deposit. A failed refresh of the rate keeps the last one, marked as such.
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useLayout } from '@/components/layout';
import { useCoinPrice } from '../api/coin-price';
import { useDepositInfo } from '../api/cash-in-info';
import { CoinDepositForm } from '../components/CoinDepositForm';
import { MoneyScreen } from '../components/MoneyScreen';
import { PayMethodLinks } from '../components/PayMethodLinks';

const BANK_DEPOSIT = { desktop: '/moneyMain/charge', mobile: '/chargeMain' } as const;

export function CoinDepositPage() {
  const { t } = useTranslation('coin');
  const layout = useLayout();
  const info = useDepositInfo();
  const price = useCoinPrice();
  const failed = info.isError ? info : price.isError && !price.data ? price : null;
  const wallet = info.data?.coinWallet;
  return (
    <MoneyScreen
      title={t('deposit.title')}
      above={<PayMethodLinks kind="deposit" current="coin" />}
      loadingLabel={t('deposit.loading')}
      failure={failed ? { error: failed.error, retry: () => void failed.refetch() } : null}
    >
      {info.data && wallet === null ? (
        <Alert severity="info">
          <AlertTitle>{t('deposit.unavailable.title')}</AlertTitle>
          {t('deposit.unavailable.body')}{' '}
          <Link component={RouterLink} to={BANK_DEPOSIT[layout]}>
            {t('deposit.unavailable.bank')}
          </Link>
        </Alert>
      ) : info.data && wallet && price.data ? (
        <CoinDepositForm info={info.data} wallet={wallet} price={price.data} staleRate={price.isRefetchError} />
      ) : null}
    </MoneyScreen>
  );
}
