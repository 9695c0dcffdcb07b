// A pick's price in a slip (sports and mini games alike): the price it sends, ▲ / ▼ when it took a
// move in (said in words to a screen reader), and the new price beside it while that waits for the
// member to accept it.
import { useTranslation } from 'react-i18next';
import type { HeldPrice } from '@forms/schemas/bet';
import ui from '@/components/ui/ui.module.css';
import { formatOdds } from '@/lib/format';

export function HeldPriceView({ price }: { price: HeldPrice }) {
  const { t } = useTranslation('slip');
  return (
    <>
      <strong>{formatOdds(price.odds)}</strong>
      {price.moved ? (
        <>
          <span aria-hidden="true">{price.moved === 'up' ? ' ▲' : ' ▼'}</span>
          <span className={ui.visuallyHidden}>{` (${t(price.moved === 'up' ? 'rise' : 'fall')})`}</span>
        </>
      ) : null}
      {price.pendingOdds === undefined ? null : <strong>{` → ${t('newPrice', { odds: formatOdds(price.pendingOdds) })}`}</strong>}
    </>
  );
}
