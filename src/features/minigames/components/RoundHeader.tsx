// The open round: its number, whether betting is open and the time left (a live timer for screen readers only once a minute).
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { clock } from '../round-clock';

export function RoundHeader({ round, secondsLeft, open }: { round: number; secondsLeft: number; open: boolean }) {
  const { t } = useTranslation('minigames');
  return (
    <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1.5 }}>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {t('round.title', { round })}
      </Typography>
      <Chip
        color={open ? 'success' : 'default'}
        label={open ? t('round.open') : t('round.closed')}
        aria-label={`${t('round.status')}: ${open ? t('round.open') : t('round.closed')}`}
      />
      {open ? (
        <Typography
          role="timer"
          aria-label={t('round.timer', { time: clock(secondsLeft) })}
          sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 700 }}
        >
          {t('round.closesIn')} {clock(secondsLeft)}
        </Typography>
      ) : (
        <Typography color="text.secondary">{t('round.nextSoon')}</Typography>
      )}
    </Stack>
  );
}
