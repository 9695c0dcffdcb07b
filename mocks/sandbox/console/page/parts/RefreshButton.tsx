// A section's "Refresh": loads its route again, off while it is loading.
import Button from '@mui/material/Button';
import type { Loaded } from '../ui';
import { useText } from '../ui';

export function RefreshButton({ of }: { of: Pick<Loaded<unknown>, 'reload' | 'loading'> }) {
  const t = useText();
  return (
    <Button onClick={of.reload} disabled={of.loading}>
      {t.refresh}
    </Button>
  );
}
