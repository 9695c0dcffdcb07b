// Per game category (casino, hotel casino, slot, mini): total, bet, win, rolling, settlement and the
// rolling and losing rates; a table on the desktop, one card per category on mobile.
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ContractData } from '@/api/contract';
import { useLayout } from '@/components/layout';
import { formatWon } from '@/lib/format';

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
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={t('home.caption')}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {t('home.col.category')}
            </TableCell>
            {MONEY.map((key) => (
              <TableCell key={key} component="th" scope="col" align="right">
                {t(`home.col.${key}`)}
              </TableCell>
            ))}
            <TableCell component="th" scope="col" align="right">
              {t('home.col.rollingRate')}
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              {t('home.col.losingRate')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={r.category}>
              <TableCell component="th" scope="row">
                {t(`home.category.${r.category}`)}
              </TableCell>
              {MONEY.map((key) => (
                <TableCell key={key} align="right">
                  {money(r, key)}
                </TableCell>
              ))}
              <TableCell align="right">{rate(r.rollingRate)}</TableCell>
              <TableCell align="right">{rate(r.losingRate)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
