import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Column } from './description';

/** One row as terms and values: each column's header, and its cell right-aligned (a card's lines). */
export function ColumnTerms<R>({ columns, row }: { columns: readonly Pick<Column<R>, 'id' | 'header' | 'cell'>[]; row: R }) {
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}>
      {columns.map((c) => (
        <Box key={c.id} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {c.header}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'right', minWidth: 0 }}>
            {c.cell(row)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
