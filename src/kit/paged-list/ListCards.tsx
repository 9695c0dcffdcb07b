import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { ColumnTerms } from './ColumnTerms';
import type { ListViewProps } from './description';
import { RowActions } from './RowActions';

/** The mobile view: one card per row, each column a labelled line. */
export function ListCards<R>({ rows, description, caption, onAsk }: ListViewProps<R>) {
  return (
    <Box component="ul" aria-label={caption} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
      {rows.map((row) => (
        <Card component="li" key={description.rowKey(row)} variant="outlined">
          <CardContent sx={{ display: 'grid', gap: 0.5, '&:last-child': { pb: 2 } }}>
            <ColumnTerms columns={description.columns} row={row} />
            {description.actions && <RowActions row={row} actions={description.actions} onAsk={onAsk} />}
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
