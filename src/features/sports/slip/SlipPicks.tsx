// The picks of the sports slip: single or combined (a toggle), each pick with its fixture, market and
// price (▲ / ▼ when it moved; the new price beside it while it waits to be accepted, the slip frame
// offering to accept it; held markets marked), a remove button each, "remove all", the combined odds.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { HeldPriceView } from '@/domain/betting/HeldPriceView';
import { formatOdds } from '@/lib/format';
import { usePickWords } from '../odds-board/pick-words';
import { samePick, setMode, slipOdds, type SlipMode, type SlipPick, type SlipState } from './slip-model';
import { updateSlip } from './slip-store';

export function SlipPicks({ slip }: { slip: SlipState }) {
  const { t } = useTranslation('sportsbook');
  const words = usePickWords();
  const remove = (pick: SlipPick) => updateSlip((s) => ({ ...s, picks: s.picks.filter((p) => !samePick(p, pick)) }));
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        fullWidth
        value={slip.mode}
        aria-label={t('slip.mode')}
        onChange={(_, mode: SlipMode | null) => {
          if (mode) updateSlip((s) => setMode(s, mode));
        }}
      >
        <ToggleButton value="single">{t('slip.single')}</ToggleButton>
        <ToggleButton value="multi">{t('slip.multi')}</ToggleButton>
      </ToggleButtonGroup>
      {slip.picks.length === 0 ? (
        <Typography color="text.secondary">{t('slip.empty')}</Typography>
      ) : (
        <Box component="ul" aria-label={t('slip.picks')} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
          {slip.picks.map((pick) => {
            const market = words.market({ kind: pick.kind, line: pick.line, ...(pick.marketName ? { name: pick.marketName } : {}) });
            const choice = words.pick({ key: pick.key, ...(pick.label ? { label: pick.label } : {}) });
            const teams = t('fixture.versus', { home: pick.home, away: pick.away });
            return (
              <Box
                component="li"
                key={`${pick.fixtureId}|${pick.marketId}|${pick.key}`}
                sx={{
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: 1,
                  p: 1,
                  display: 'grid',
                  gridTemplateColumns: '1fr auto',
                  gap: 0.5,
                }}
              >
                <Box sx={{ minWidth: 0 }}>
                  <Typography variant="body2" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                    {teams}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    {market} · {choice}
                  </Typography>
                  <Typography variant="body2">
                    {t('slip.price')} <HeldPriceView price={pick} />
                    {pick.suspended ? ` · ${t('fixture.marketSuspended')}` : ''}
                  </Typography>
                </Box>
                <IconButton size="small" aria-label={t('slip.remove', { pick: `${teams} ${choice}` })} onClick={() => remove(pick)}>
                  <span aria-hidden="true">×</span>
                </IconButton>
              </Box>
            );
          })}
        </Box>
      )}
      {slip.picks.length > 0 ? (
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
          <Typography>
            {t('slip.total', { count: slip.picks.length })} <strong>{formatOdds(slipOdds(slip))}</strong>
          </Typography>
          <Button size="small" onClick={() => updateSlip((s) => ({ ...s, picks: [] }))}>
            {t('slip.removeAll')}
          </Button>
        </Box>
      ) : null}
    </Box>
  );
}
