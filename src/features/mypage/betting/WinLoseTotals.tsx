import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatWon } from '@forms/rules/format';
import type { WinLoseTotals as Totals } from './winlose';

/** The period's bet, win and win−lose totals (and the money moved in and out), as labelled figures. */
export function WinLoseTotals({ totals }: { totals: Totals }) {
  const { t, i18n } = useTranslation('betting');
  const figures = [
    { key: 'bet', value: totals.bet },
    { key: 'win', value: totals.win },
    { key: 'winLose', value: totals.winLose, signed: true },
    { key: 'deposit', value: totals.deposit },
    { key: 'withdrawal', value: totals.withdrawal },
  ] as const;
  return (
    <Box
      component="dl"
      aria-label={t('winlose.totals')}
      sx={{ m: 0, display: 'grid', gap: 1, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(5, minmax(0, 1fr))' } }}
    >
      {figures.map((f) => (
        <Box
          key={f.key}
          sx={{
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            p: 1.5,
            minWidth: 0,
            gridColumn: f.key === 'winLose' ? { xs: 'span 2', sm: 'auto' } : undefined,
          }}
        >
          <Typography component="dt" variant="body2" color="text.secondary">
            {t(`winlose.${f.key}`)}
          </Typography>
          <Typography
            component="dd"
            sx={{
              m: 0,
              fontWeight: 700,
              fontSize: 18,
              whiteSpace: 'nowrap',
              color: 'signed' in f ? (f.value > 0 ? 'success.main' : f.value < 0 ? 'error.main' : undefined) : undefined,
            }}
          >
            {'signed' in f && f.value > 0 ? '+' : ''}
            {formatWon(f.value, i18n.language)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
