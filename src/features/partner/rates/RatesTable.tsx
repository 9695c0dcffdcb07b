// Rates per category (rolling and losing), read-only: the partner's own on the status and my page.
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import type { components } from '@/api/generated/schema';

type Rate = components['schemas']['PartnerRate'];

export function RatesTable({ rates, label }: { readonly rates: readonly Rate[]; readonly label: string }) {
  const { t } = useTranslation('partner');
  const percent = (value: number) => t('rates.percent', { value });
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {t('home.col.category')}
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              {t('home.col.rollingRate')}
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              {t('home.col.losingRate')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rates.map((r) => (
            <TableRow key={r.category}>
              <TableCell component="th" scope="row">
                {t(`home.category.${r.category}`)}
              </TableCell>
              <TableCell align="right">{percent(r.rollingRate)}</TableCell>
              <TableCell align="right">{percent(r.losingRate)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
