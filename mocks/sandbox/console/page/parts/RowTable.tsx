// A table described by its columns: each column's header and how a row fills its cell; "none"
// across the row when there are no rows, a keyboard-scrollable region of the table's name unless
// `region` is false.
import type { SxProps, Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell, { type TableCellProps } from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { Key, ReactNode } from 'react';
import { useText } from '../ui';

export interface Column<R> {
  head: ReactNode;
  cell(row: R): ReactNode;
  align?: 'right';
  /** The body cell does not wrap (a date, an id). */
  nowrap?: boolean;
  /** The body cell heads its row (a `th`). */
  rowHeader?: boolean;
  /** The body cell's style (with `nowrap`'s). */
  sx?: SxProps<Theme>;
  /** The header cell's style. */
  headSx?: SxProps<Theme>;
  /** More of the body cell's properties, from its row (a colour, a title). */
  props?(row: R): Omit<TableCellProps, 'children'>;
}

const NOWRAP = { whiteSpace: 'nowrap' } as const;
const ROW_HEADER = { component: 'th', scope: 'row' } as const;

export function RowTable<R>(props: {
  label: string;
  columns: Column<R>[];
  rows: readonly R[];
  rowKey(row: R, index: number): Key;
  /** The row is highlighted under the pointer. */
  hover?: boolean;
  selected?(row: R): boolean;
  /** "None" across an empty table (true unless told). */
  saysNone?: boolean;
  region?: boolean;
  stickyHeader?: boolean;
  nowrapHead?: boolean;
  containerSx?: SxProps<Theme>;
}) {
  const { columns, rows } = props;
  const cellSx = (c: Column<R>): SxProps<Theme> | undefined => (c.nowrap ? { ...NOWRAP, ...c.sx } : c.sx);
  return (
    <DataTable
      label={props.label}
      columns={columns.length}
      empty={rows.length === 0 && (props.saysNone ?? true)}
      region={props.region}
      stickyHeader={props.stickyHeader}
      nowrapHead={props.nowrapHead}
      containerSx={props.containerSx}
      head={columns.map((c, i) => (
        <TableCell key={i} align={c.align} sx={c.headSx}>
          {c.head}
        </TableCell>
      ))}
    >
      {rows.map((r, i) => (
        <TableRow key={props.rowKey(r, i)} hover={props.hover ?? false} selected={props.selected?.(r) ?? false}>
          {columns.map((c, n) => (
            <TableCell key={n} align={c.align} sx={cellSx(c)} {...(c.rowHeader ? ROW_HEADER : {})} {...c.props?.(r)}>
              {c.cell(r)}
            </TableCell>
          ))}
        </TableRow>
      ))}
    </DataTable>
  );
}

/**
 * A panel's table named `label`: its header cells, then "none" across `columns` cells when `empty`,
 * then its rows. In a keyboard-scrollable region named after it ("… table": its section has its name) unless
 * `region` is false.
 */
function DataTable(props: {
  label: string;
  head: ReactNode;
  empty: boolean;
  columns: number;
  children: ReactNode;
  region?: boolean;
  stickyHeader?: boolean;
  nowrapHead?: boolean;
  containerSx?: SxProps<Theme>;
}) {
  const t = useText();
  const region = props.region ?? true;
  return (
    <TableContainer
      sx={props.containerSx}
      {...(region ? { tabIndex: 0, role: 'region', 'aria-label': t.tableRegion.replace('{label}', props.label) } : {})}
    >
      <Table size="small" stickyHeader={props.stickyHeader ?? false} aria-label={props.label}>
        <TableHead sx={props.nowrapHead ? { '& th': { whiteSpace: 'nowrap' } } : undefined}>
          <TableRow>{props.head}</TableRow>
        </TableHead>
        <TableBody>
          {props.empty && (
            <TableRow>
              <TableCell colSpan={props.columns}>{t.none}</TableCell>
            </TableRow>
          )}
          {props.children}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
