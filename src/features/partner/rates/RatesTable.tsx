// Rates per category (rolling and losing), read-only: the partner's own on the status and my page,
// and the status's figures per category (their money columns before the rates).
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

/** What a row needs: its category and its two rates. */
type RateRow = Pick<Rate, 'category' | 'rollingRate' | 'losingRate'>;

/** A column between the category and the rates: its header and its formatted value. */
export interface FigureColumn<R> {
  readonly id: string;
  readonly header: string;
  readonly value: (row: R) => string;
}

export interface RatesTableProps<R extends RateRow> {
  readonly rows: readonly R[];
  /** The table's accessible name. */
  readonly label: string;
  readonly figures?: readonly FigureColumn<R>[];
}

export function RatesTable<R extends RateRow>({ rows, label, figures = [] }: RatesTableProps<R>) {
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
            {figures.map((f) => (
              <TableCell key={f.id} component="th" scope="col" align="right">
                {f.header}
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
              {figures.map((f) => (
                <TableCell key={f.id} align="right">
                  {f.value(r)}
                </TableCell>
              ))}
              <TableCell align="right">{percent(r.rollingRate)}</TableCell>
              <TableCell align="right">{percent(r.losingRate)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
