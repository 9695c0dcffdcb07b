// A list's columns (the paged-list description: header, cell, CSV value, alignment) as the grid's
// column definitions: sortable only where the server orders by it, menus without client filters.
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import type { Column } from '@/kit/paged-list/description';

export function toGridColumns<R extends GridValidRowModel>(columns: readonly Column<R>[]): GridColDef<R>[] {
  return columns.map((c) => ({
    field: c.id,
    headerName: c.header,
    sortable: c.sortable ?? false,
    filterable: false,
    flex: 1,
    minWidth: c.minWidth ?? 110,
    align: c.align ?? 'left',
    headerAlign: c.align ?? 'left',
    renderCell: ({ row }) => c.cell(row),
  }));
}
