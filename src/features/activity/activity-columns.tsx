// The statement's columns, each also its CSV column: the month by name (the CSV keeps YYYY-MM, the
// total line its word), the five amounts (the deposits' bonuses beside them), and the net result with its sign and colour (+ a gain,
// − a loss; the sign reads without the colour; the light error tone, as the red itself is too dark
// on a card). The CSV holds the amounts as numbers.
import Box from '@mui/material/Box';
import type { TFunction } from 'i18next';
import { tokens } from '@/components/ui/tokens';
import { amountColumn } from '@/kit/paged-list/columns';
import type { Column } from '@/kit/paged-list/description';
import { formatWon } from '@forms/rules/format';
import { formatMonth } from './months';
import type { StatementRow } from './statement';

/** A net amount with its sign: +40,000원, -40,000원, 0원. */
export const signedWon = (value: number, language: string): string => (value > 0 ? '+' : '') + formatWon(value, language);

export function activityColumns(t: TFunction<'activity'>, language: string): Column<StatementRow>[] {
  const amount = (id: 'deposits' | 'bonuses' | 'withdrawals' | 'stakes' | 'wins') =>
    amountColumn<StatementRow>(id, t(`col.${id}`), (r) => r[id], { language });
  return [
    {
      id: 'month',
      header: t('col.month'),
      cell: (r) => (r.total ? t('total') : formatMonth(r.month, language)),
      csv: (r) => (r.total ? t('total') : r.month),
    },
    amount('deposits'),
    amount('bonuses'),
    amount('withdrawals'),
    amount('stakes'),
    amount('wins'),
    {
      id: 'net',
      header: t('col.net'),
      align: 'right',
      cell: (r) => (
        <Box component="span" sx={{ fontWeight: 700, color: r.net > 0 ? tokens.success : r.net < 0 ? tokens.errorText : undefined }}>
          {signedWon(r.net, language)}
        </Box>
      ),
      csv: (r) => r.net,
    },
  ];
}
