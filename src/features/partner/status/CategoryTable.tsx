// Per game category (casino, hotel casino, slot, mini): total, bet, win, rolling, settlement and the
// rolling and losing rates; a table on the desktop (the rates table with the money columns), one card
// per category on mobile.
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ContractData } from '@/api/contract';
import { useLayout } from '@forms/renderer/layout-context';
import { formatWon } from '@forms/rules/format';
import { RatesTable } from '../rates/RatesTable';

type Row = ContractData<'/api/partner/stats'>['categories'][number];

const MONEY = ['total', 'totalBet', 'totalWin', 'rolling', 'settlement'] as const;

export function CategoryTable({ rows }: { readonly rows: readonly Row[] }) {
  const { t, i18n } = useTranslation('partner');
  const lang = i18n.language;
  const money = (r: Row, key: (typeof MONEY)[number]) => formatWon(r[key] ?? 0, lang);
  const rate = (value: number) => t('rates.percent', { value });
  if (useLayout() === 'mobile')
    return (
      <Stack spacing={1.5}>
        {rows.map((r) => (
          <Paper key={r.category} variant="outlined" sx={{ p: 1.5 }}>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
              {t(`home.category.${r.category}`)}
            </Typography>
            <Stack component="dl" spacing={0.5} sx={{ m: 0 }}>
              {[
                ...MONEY.map((key) => [t(`home.col.${key}`), money(r, key)] as const),
                [t('home.col.rollingRate'), rate(r.rollingRate)] as const,
                [t('home.col.losingRate'), rate(r.losingRate)] as const,
              ].map(([label, value]) => (
                <Stack key={label} direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
                  <Typography component="dt" variant="body2" color="text.secondary">
                    {label}
                  </Typography>
                  <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }}>
                    {value}
                  </Typography>
                </Stack>
              ))}
            </Stack>
          </Paper>
        ))}
      </Stack>
    );
  return (
    <RatesTable
      rows={rows}
      label={t('home.caption')}
      figures={MONEY.map((key) => ({ id: key, header: t(`home.col.${key}`), value: (r: Row) => money(r, key) }))}
    />
  );
}
