// The order of the cards on a phone (the grid's column headers are not there): one select of the
// sortable columns, each descending or ascending, in the grid's own words.
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { GridColDef, GridLocaleText, GridValidRowModel } from '@mui/x-data-grid';
import type { Column } from '@/kit/paged-list/description';
import type { GridSort, SortDir } from './grid-state';

type Words = Partial<Pick<GridLocaleText, 'columnHeaderSortIconLabel' | 'columnMenuUnsort' | 'columnMenuSortAsc' | 'columnMenuSortDesc'>>;

const word = (text: Words['columnMenuSortAsc'], column: GridColDef) => (typeof text === 'function' ? text(column) : (text ?? ''));

export function MobileSort<R extends GridValidRowModel>({
  columns,
  sort,
  onSort,
  words,
}: {
  columns: readonly Column<R>[];
  sort: GridSort | null;
  onSort: (sort: GridSort | null) => void;
  words: Words;
}) {
  const sortable = columns.filter((c) => c.sortable);
  if (sortable.length === 0) return null;
  const value = sort ? `${sort.field}:${sort.dir}` : '';
  const choose = (next: string) => {
    const [field, dir] = next.split(':');
    onSort(field && (dir === 'asc' || dir === 'desc') ? { field, dir } : null);
  };
  return (
    <TextField
      select
      size="small"
      label={words.columnHeaderSortIconLabel}
      value={value}
      onChange={(e) => choose(e.target.value)}
      slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
      sx={{ width: '100%' }}
    >
      <MenuItem value="">{words.columnMenuUnsort}</MenuItem>
      {sortable.flatMap((c) =>
        (['desc', 'asc'] as const satisfies readonly SortDir[]).map((dir) => {
          const colDef: GridColDef = { field: c.id, headerName: c.header };
          return (
            <MenuItem key={`${c.id}:${dir}`} value={`${c.id}:${dir}`}>
              {c.header} · {word(dir === 'asc' ? words.columnMenuSortAsc : words.columnMenuSortDesc, colDef)}
            </MenuItem>
          );
        }),
      )}
    </TextField>
  );
}
