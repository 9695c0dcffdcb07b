import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { RowAction } from './description';

/** The actions a row offers; each asks for confirmation first (`onAsk`). */
export function RowActions<R>({
  row,
  actions,
  onAsk,
}: {
  row: R;
  actions: readonly RowAction<R>[];
  onAsk: (action: RowAction<R>, row: R) => void;
}) {
  const offered = actions.filter((a) => a.available(row));
  if (offered.length === 0) return null;
  return (
    <Stack direction="row" spacing={1}>
      {offered.map((action) => (
        <Button
          key={action.id}
          size="small"
          variant="outlined"
          color={action.tone === 'plain' ? 'primary' : 'error'}
          // the lighter red reads on a card's paper as on the page (the main red is too dark there)
          sx={action.tone === 'plain' ? undefined : { color: 'error.light', borderColor: 'error.light' }}
          aria-label={action.label(row)}
          onClick={() => onAsk(action, row)}
        >
          {action.text}
        </Button>
      ))}
    </Stack>
  );
}
