// USDT deposit (/moneyMain/coinCharge): the deposit rules with the site's wallet (/api/cash/inInfo)
// and the rate (/api/coin, read again every 30 s) come first; until both are there a spinner, if one
// fails its own message with a retry. A site without a wallet says it takes no USDT now and points to
// the bank deposit (without waiting for the rate). A failed refresh of the rate keeps the last one,
// marked as such.
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useLayout } from '@forms/renderer/layout-context';
import { allOf, keepLast, type ReadState } from '@/kit/QueryState';
import { useCoinPrice, type CoinPrice } from '../api/coin-price';
import { useDepositInfo } from '../api/cash-in-info';
import { CoinDepositForm } from '../components/CoinDepositForm';
import { PayScreen } from '../components/PayScreen';

const NOT_NEEDED = { isPending: false, isError: false, error: null, data: null } as const;
const BANK_DEPOSIT = { desktop: '/moneyMain/charge', mobile: '/chargeMain' } as const;

export function CoinDepositScreen() {
  const { t } = useTranslation('coin');
  const layout = useLayout();
  const info = useDepositInfo();
  const price = useCoinPrice();
  const noWallet = info.data?.coinWallet === null;
  // without a wallet the rate is not needed: the screen says so as soon as the rules came
  const rate: ReadState<CoinPrice | null> = noWallet ? { ...NOT_NEEDED, refetch: price.refetch } : keepLast(price);
  return (
    <PayScreen kind="deposit" method="coin" query={allOf(info, rate)}>
      {([rules, rate]) =>
        rules.coinWallet === null ? (
          <Alert severity="info">
            <AlertTitle>{t('deposit.unavailable.title')}</AlertTitle>
            {t('deposit.unavailable.body')}{' '}
            <Link component={RouterLink} to={BANK_DEPOSIT[layout]}>
              {t('deposit.unavailable.bank')}
            </Link>
          </Alert>
        ) : rules.coinWallet && rate ? (
          <CoinDepositForm info={rules} wallet={rules.coinWallet} price={rate} staleRate={price.isRefetchError} />
        ) : null
      }
    </PayScreen>
  );
}
