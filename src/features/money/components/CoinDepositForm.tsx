// The USDT deposit form with what goes beside it: how it works, the site's wallet, the rate, the
// request in both currencies as the member types, the bonus it earns (a USDT deposit is a charge like
// a bank one: docs/rules.md#constants); the success notice (the form starts again empty)
// and every failure as its own message (SchemaForm: under the USDT for C002 and C101-C103, above
// the fields for the rest; what was typed stays).
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteOption } from '@/api/reads';
import type { components } from '@/api/generated/schema';
import { useLayout } from '@forms/renderer/layout-context';
import { formatUsdt, formatWon } from '@forms/rules/format';
import {
  COIN_AMOUNT_PATTERN,
  coinDepositForm,
  typedCoin,
  wonOfCoin,
  type CoinDepositInput,
  type CoinDepositOutput,
} from '@forms/schemas/coin';
import type { CoinPrice } from '../api/coin-price';
import { useDepositRequest } from '../api/cash-in';
import type { DepositInfo } from '../api/cash-in-info';
import { depositBonus } from '../deposit-bonus';
import { BonusPreview } from './BonusPreview';
import { CoinConversion } from './CoinConversion';
import { CoinRate } from './CoinRate';
import { CoinWalletPanel } from './CoinWalletPanel';
import { useRequestRounds } from '../use-request-rounds';
import { MoneyFormLayout } from './MoneyFormLayout';
import { HISTORY_PATHS } from '@/config/history-paths';
import { RequestForm } from '@/kit/RequestForm';
import { Panel } from '@/kit/Panel';

export interface CoinDepositFormProps {
  readonly info: DepositInfo;
  readonly wallet: components['schemas']['CoinWallet'];
  readonly price: CoinPrice;
  readonly staleRate: boolean;
}

export function CoinDepositForm({ info, wallet, price, staleRate }: CoinDepositFormProps) {
  const { t, i18n } = useTranslation('coin');
  const layout = useLayout();
  const desktop = layout === 'desktop';
  const lang = i18n.language;
  const { minAmount, maxAmount, amountUnit } = info;
  const rate = price.price;
  const bonus = depositBonus(info.bonusKind, useSiteOption().data?.siteOption);
  const bonusKind = bonus?.kind;
  const bonusRate = bonus?.rate;
  const spec = useMemo(
    () =>
      coinDepositForm({
        price: rate,
        rules: { minAmount, maxAmount, amountUnit },
        bonus: bonusKind && bonusRate !== undefined ? { kind: bonusKind, rate: bonusRate } : null,
      }),
    [rate, minAmount, maxAmount, amountUnit, bonusKind, bonusRate],
  );
  const deposit = useDepositRequest();
  const rounds = useRequestRounds<CoinDepositInput, CoinDepositOutput>(deposit.send, spec.defaults);
  const { typed } = rounds;
  const history = { paths: HISTORY_PATHS.deposit, label: t('deposit.history'), inNote: desktop };
  const steps = (
    <>
      <Steps />
      {/* on a phone the wallet comes before the form: it is where the member starts */}
      {desktop ? null : <CoinWalletPanel wallet={wallet} />}
    </>
  );
  const coin = typedCoin(typed.coinAmount);

  return (
    <MoneyFormLayout
      main={
        <RequestForm rounds={rounds} spec={spec} history={history} close={t('close')} between={steps}>
          {(done) => t('deposit.success', { coin: formatUsdt(done.coinAmount, lang), amount: formatWon(done.amount, lang) })}
        </RequestForm>
      }
      side={
        <>
          {desktop ? <CoinWalletPanel wallet={wallet} /> : null}
          <CoinRate price={price} stale={staleRate} />
          <CoinConversion
            title={t('deposit.converted')}
            coin={coin}
            won={wonOfCoin(coin, rate)}
            typed="coin"
            refused={(typed.coinAmount ?? '') !== '' && !COIN_AMOUNT_PATTERN.test(typed.coinAmount ?? '')}
          />
          <BonusPreview bonus={bonus} amount={wonOfCoin(coin, rate)} taken={typed.bonusYn === 'Y'} />
        </>
      }
    />
  );
}

function Steps() {
  const { t } = useTranslation('coin');
  return (
    <Panel title={t('deposit.steps.title')}>
      <Typography component="ol" variant="body2" sx={{ m: 0, mt: 1, pl: 3, listStyle: 'decimal' }}>
        <li>{t('deposit.steps.send')}</li>
        <li>{t('deposit.steps.request')}</li>
        <li>{t('deposit.steps.credit')}</li>
      </Typography>
    </Panel>
  );
}
