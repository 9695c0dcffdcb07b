// One price of a market: its pick and odds, pressed when it is in the slip, greyed and not pickable
// when the market is held; a price that just moved shows ▲ or ▼ (said in words to a screen reader).
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatOdds } from '@/lib/format';
import styles from './FixtureCard.module.css';

export interface OddsButtonProps {
  /** What the button says to a screen reader: fixture, market and pick. */
  readonly name: string;
  readonly pick: string;
  readonly odds: number;
  readonly selected: boolean;
  readonly suspended: boolean;
  readonly moved: 'up' | 'down' | undefined;
  readonly disabled: boolean;
  /** Told which price was tapped (its key), so one handler serves every price of a market. */
  readonly onPick: (key: string) => void;
  readonly pickKey: string;
}

export const OddsButton = memo(function OddsButton(props: OddsButtonProps) {
  const { name, pick, odds, selected, suspended, moved, disabled, onPick, pickKey } = props;
  const { t } = useTranslation('sportsbook');
  const label = [name, formatOdds(odds), suspended ? t('price.suspended') : moved ? t(`price.${moved}`) : null].filter(Boolean).join(', ');
  return (
    <button
      type="button"
      className={styles.price}
      aria-label={label}
      aria-pressed={selected}
      disabled={disabled || suspended}
      data-moved={moved}
      onClick={() => onPick(pickKey)}
    >
      <span className={styles.pick}>{pick}</span>
      <span className={styles.odds}>
        {suspended ? '—' : formatOdds(odds)}
        {moved && !suspended ? (
          <span aria-hidden="true" className={moved === 'up' ? styles.up : styles.down}>
            {moved === 'up' ? '▲' : '▼'}
          </span>
        ) : null}
      </span>
    </button>
  );
});
