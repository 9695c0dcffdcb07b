// The statement on the desktop: a table named by its caption, a month per row (its name the row's
// header), the total line in the footer. On a narrow window (601 px) it scrolls sideways in its own
// box, which takes the focus (named as the table) so the keyboard can scroll it too.
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { Column } from '@/kit/paged-list/description';
import type { StatementRow } from './statement';

function Row({ row, columns }: { row: StatementRow; columns: readonly Column<StatementRow>[] }) {
  return (
    <TableRow>
      {columns.map((c, i) => (
        <TableCell
          key={c.id}
          component={i === 0 ? 'th' : 'td'}
          scope={i === 0 ? 'row' : undefined}
          align={c.align ?? 'left'}
          sx={{ whiteSpace: 'nowrap', fontWeight: row.total ? 700 : undefined, color: 'text.primary', fontSize: 'inherit' }}
        >
          {c.cell(row)}
        </TableCell>
      ))}
    </TableRow>
  );
}

export function StatementTable({
  rows,
  columns,
  caption,
}: {
  rows: readonly StatementRow[];
  columns: readonly Column<StatementRow>[];
  caption: string;
}) {
  const months = rows.filter((r) => !r.total);
  const total = rows.find((r) => r.total);
  return (
    <TableContainer tabIndex={0} role="region" aria-label={caption}>
      <Table size="small" aria-label={caption}>
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell key={c.id} align={c.align ?? 'left'} sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                {c.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {months.map((r) => (
            <Row key={r.month} row={r} columns={columns} />
          ))}
        </TableBody>
        {total ? (
          <TableFooter sx={{ '& td, & th': { borderTop: 2, borderColor: 'divider' } }}>
            <Row row={total} columns={columns} />
          </TableFooter>
        ) : null}
      </Table>
    </TableContainer>
  );
}
