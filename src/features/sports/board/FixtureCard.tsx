// One fixture on the board: its league, when it starts (or its live clock and score), the two sides,
// and each market's prices in a row (win/lose, handicap and over/under with their line, a special
// market by its name). A held fixture or market is greyed and cannot be picked.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatServerTime } from '@/lib/format';
import { useSportNames } from '@/resources/betting/sports';
import { priceKey, type Fixture, type Market } from '../slip/slip-model';
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
  return (
    <Paper variant="outlined" component="article" aria-labelledby={headingId} sx={{ p: 1.5, display: 'grid', gap: 1, minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, color: 'text.secondary', fontSize: 14 }}>
        <span>
          {names.sport(fixture.sport)} · {fixture.league}
          {fixture.country ? ` (${fixture.country})` : ''}
        </span>
        <span>{formatServerTime(fixture.startTime, i18n.language)}</span>
        {live ? (
          <Chip
            size="small"
            variant="outlined"
            label={t('fixture.live')}
            sx={{ color: 'error.light', borderColor: 'error.light', fontWeight: 700 }}
          />
        ) : null}
        {held ? <Chip size="small" label={t('fixture.suspended')} /> : null}
        {(live || held) && (fixture.clock || fixture.score) ? (
          <Typography component="span" sx={{ fontWeight: 700, color: 'text.primary' }}>
            {[fixture.clock, fixture.score ? t('fixture.score', { score: fixture.score }) : null].filter(Boolean).join(' · ')}
          </Typography>
        ) : null}
      </Box>
      <Typography id={headingId} component="h2" variant="subtitle1" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
        {teams}
      </Typography>
      {fixture.markets.map((market) => {
        const marketWords = words.market(market);
        const marketHeld = held || market.suspended === true;
        return (
          <Box
            key={market.marketId}
            role="group"
            aria-label={marketWords}
            sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(110px, 160px) 1fr' }, gap: 1, alignItems: 'center' }}
          >
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {marketWords}
              {marketHeld ? ` · ${t('fixture.marketSuspended')}` : ''}
            </Typography>
            <Box sx={{ display: 'flex', gap: 1, minWidth: 0 }}>
              {market.odds.map((o) => {
                const key = priceKey(fixture.fixtureId, market.marketId, o.key);
                const pick = words.pick(o);
                return (
                  <OddsButton
                    key={o.key}
                    name={t('price.name', { fixture: teams, market: marketWords, pick })}
                    pick={pick}
                    odds={o.odds}
                    selected={selected.has(key)}
                    suspended={marketHeld}
                    moved={moves.get(key)}
                    disabled={disabled}
                    onPick={() => onPick(fixture, market, o.key)}
                  />
                );
              })}
            </Box>
          </Box>
        );
      })}
    </Paper>
  );
});
