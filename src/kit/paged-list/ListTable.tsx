import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import type { ListViewProps } from './description';
import { RowActions } from './RowActions';

/** The desktop view: one table row per list row. */
export function ListTable<R>({ rows, description, caption, onAsk }: ListViewProps<R>) {
  const { t } = useTranslation('resources');
  const actions = description.actions ?? [];
  return (
    // a narrow window scrolls the table sideways in this box: it takes the focus (named after the
    // table, not as it: a section titled as its list would be a second region of the same name) so the
    // keyboard can scroll it too
    <TableContainer tabIndex={0} role="region" aria-label={t('list.tableRegion', { caption })}>
      <Table size="small" aria-label={caption}>
        <TableHead>
          <TableRow>
            {description.columns.map((c) => (
              <TableCell key={c.id} align={c.align ?? 'left'} sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                {c.header}
              </TableCell>
            ))}
            {actions.length > 0 && <TableCell sx={{ fontWeight: 700 }}>{t('list.actions')}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={description.rowKey(row)}>
              {description.columns.map((c) => (
                // a value never breaks inside (100,000원 on two lines reads as two amounts): a narrow
                // window scrolls the table sideways in its container instead
                <TableCell key={c.id} align={c.align ?? 'left'} sx={{ verticalAlign: 'top', whiteSpace: 'nowrap' }}>
                  {c.cell(row)}
                </TableCell>
              ))}
              {actions.length > 0 && (
                <TableCell sx={{ verticalAlign: 'top' }}>
                  <RowActions row={row} actions={actions} onAsk={onAsk} />
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
