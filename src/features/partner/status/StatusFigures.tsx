// The partner's totals (deposits, withdrawals, given, taken back, win/lose, holdings) and counts
// (sub-partners, users, today's joiners) as labelled figures: a description list, two or three
// columns wide by the space it has.
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ContractData } from '@/api/contract';
import { formatNumber, formatWon } from '@forms/rules/format';

type Stats = ContractData<'/api/partner/stats'>;

const MONEY = ['deposits', 'withdrawals', 'moneyGiven', 'moneyTakenBack', 'winLose', 'holdings'] as const;
const COUNTS = ['subPartnerCount', 'userCount', 'todayJoinCount'] as const;

export function StatusFigures({ stats }: { readonly stats: Stats }) {
  const { t, i18n } = useTranslation('partner');
  const lang = i18n.language;
  const items = [
    ...MONEY.map((key) => ({ key, value: formatWon(stats[key], lang), negative: stats[key] < 0 })),
    ...COUNTS.map((key) => ({ key, value: t('home.people', { n: formatNumber(stats[key], lang) }), negative: false })),
  ];
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' } }}
    >
      {items.map((item) => (
        <Paper key={item.key} variant="outlined" sx={{ p: 1.5, minWidth: 0 }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {t(`home.figure.${item.key}`)}
          </Typography>
          <Typography
            component="dd"
            variant="h6"
            data-testid={`figure-${item.key}`}
            sx={{ m: 0, fontWeight: 700, overflowWrap: 'anywhere', color: item.negative ? 'error.main' : 'text.primary' }}
          >
            {item.value}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}
