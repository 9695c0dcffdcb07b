// One fixture on the board: its league, when it starts (or its live clock and score), the two sides,
// and each market's prices in a row (win/lose, handicap and over/under with their line, a special
// market by its name). A held fixture or market is greyed and cannot be picked. Plain elements with a
// CSS module: a live board renders every card again on each refresh (npm run bench, live odds).
import { memo, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatServerTime } from '@/lib/format';
import { useSportNames } from '@/domain/betting/sports';
import { priceKey, type Fixture, type Market } from '../slip/slip-model';
import styles from './FixtureCard.module.css';
import { OddsButton } from './OddsButton';
import { usePickWords } from './pick-words';

export interface FixtureCardProps {
  readonly fixture: Fixture;
  /** Price keys (priceKey) in the slip. */
  readonly selected: ReadonlySet<string>;
  /** Price keys that just moved, and which way. */
  readonly moves: ReadonlyMap<string, 'up' | 'down'>;
  /** Betting is off (games down): prices shown, none pickable. */
  readonly disabled: boolean;
  readonly onPick: (fixture: Fixture, market: Market, key: string) => void;
}

export const FixtureCard = memo(function FixtureCard({ fixture, selected, moves, disabled, onPick }: FixtureCardProps) {
  const { t, i18n } = useTranslation('sportsbook');
  const words = usePickWords();
  const names = useSportNames();
  const live = fixture.status === 'live';
  const held = fixture.status === 'suspended';
  const headingId = `fixture-${fixture.fixtureId}`;
  const teams = t('fixture.versus', { home: fixture.home, away: fixture.away });
  const state = [fixture.clock, fixture.score ? t('fixture.score', { score: fixture.score }) : null].filter(Boolean).join(' · ');
  const pickIn = useCallback(
    (marketId: string, key: string) => {
      const market = fixture.markets.find((m) => m.marketId === marketId);
      if (market) onPick(fixture, market, key);
    },
    [fixture, onPick],
  );
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <div className={styles.meta}>
        <span>
          {names.sport(fixture.sport)} · {fixture.league}
          {fixture.country ? ` (${fixture.country})` : ''}
        </span>
        <span>{formatServerTime(fixture.startTime, i18n.language)}</span>
        {live ? <span className={`${styles.chip} ${styles.live}`}>{t('fixture.live')}</span> : null}
        {held ? <span className={styles.chip}>{t('fixture.suspended')}</span> : null}
        {(live || held) && state ? <span className={styles.state}>{state}</span> : null}
      </div>
      <h2 id={headingId} className={styles.teams}>
        {teams}
      </h2>
      {fixture.markets.map((market) => {
        const marketWords = words.market(market);
        const marketHeld = held || market.suspended === true;
        return (
          <div key={market.marketId} role="group" aria-label={marketWords} className={styles.market}>
            <p className={styles.marketName}>
              {marketWords}
              {marketHeld ? ` · ${t('fixture.marketSuspended')}` : ''}
            </p>
            <div className={styles.prices}>
              {market.odds.map((o) => {
                const key = priceKey(fixture.fixtureId, market.marketId, o.key);
                const pick = words.pick(o);
                return (
                  <OddsButton
                    key={o.key}
                    name={t('price.name', { fixture: teams, market: marketWords, pick })}
                    pick={pick}
                    pickKey={o.key}
                    odds={o.odds}
                    selected={selected.has(key)}
                    suspended={marketHeld}
                    moved={moves.get(key)}
                    disabled={disabled}
                    onPick={(k) => pickIn(market.marketId, k)}
                  />
                );
              })}
            </div>
          </div>
        );
      })}
    </article>
  );
});
