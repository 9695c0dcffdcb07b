import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ListDescription, RowAction } from './description';
import { RowActions } from './RowActions';

/** The mobile view: one card per row, each column a labelled line. */
export function ListCards<R>({
  rows,
  description,
  caption,
  onAsk,
}: {
  rows: readonly R[];
  description: ListDescription<R>;
  caption: string;
  onAsk: (action: RowAction<R>, row: R) => void;
}) {
  return (
    <Box component="ul" aria-label={caption} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
      {rows.map((row) => (
        <Card component="li" key={description.rowKey(row)} variant="outlined">
          <CardContent sx={{ display: 'grid', gap: 0.5, '&:last-child': { pb: 2 } }}>
            <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}>
              {description.columns.map((c) => (
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
            {description.actions && <RowActions row={row} actions={description.actions} onAsk={onAsk} />}
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
