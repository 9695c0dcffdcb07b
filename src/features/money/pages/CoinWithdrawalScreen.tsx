// USDT withdrawal (/moneyMain/coinExchange): the withdrawal rules (/api/cash/outInfo), held money (the
// balance) and the rate (/api/coin, read again every 30 s) come first; until all are there a spinner,
// if a read fails its own message with a retry (a suspended member reads U0011 here). A failed refresh
// of the rate keeps the last one, marked as such.
import { allOf, keepLast, valueRead } from '@/kit/QueryState';
import { useMoney } from '@/session/money';
import { useCoinPrice } from '../api/coin-price';
import { useWithdrawalInfo } from '../api/cash-out-info';
import { CoinWithdrawalForm } from '../components/CoinWithdrawalForm';
import { PayScreen } from '../components/PayScreen';

export function CoinWithdrawalScreen() {
  const price = useCoinPrice();
  const reads = allOf(allOf(useWithdrawalInfo(), keepLast(price)), valueRead(useMoney()));
  return (
    <PayScreen kind="withdrawal" method="coin" query={reads}>
      {([[info, rate], money]) => <CoinWithdrawalForm info={info} heldMoney={money.cash} price={rate} staleRate={price.isRefetchError} />}
    </PayScreen>
  );
}
